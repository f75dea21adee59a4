import { Alert, Button, Container, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { Trans } from '@lingui/react';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { ChevronIcon } from '../../components/icons';
import { LanguageSelect } from '../../components/language-select';
import { useT } from '../../lib/i18n';
import { normalizeBaseUrl, sessionStore } from '../../lib/session-store';
import { safeNextPath } from '../../lib/next-path';
import { useForm } from './plain-form';
import { loadSignIn } from './load-sign-in';

type LoginInput = { token: string; baseUrl: string };

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== '';
  } catch {
    return false;
  }
}

type Props = {
  /** The login page's `next` parameter: where to go once signed in (checked by safeNextPath). */
  next: string | null;
  /** Leaves the login page for `path`, replacing it in the history; resolves once the page there shows. */
  onSignedIn: (path: string) => Promise<void>;
};

/**
 * No zod schema here, unlike the resource forms: there is no contract input for
 * a login, the server judges the token, and keeping zod out of this chunk keeps
 * the first page small. No router either (issue 19): the page is the entry's
 * first page when someone opens /login, shown before react-router and the route
 * table load (src/app/first-page.tsx), and the route /login inside the router
 * (login-route.tsx); each gives it the `next` parameter and the way out.
 */
export function LoginPage({ next, onSignedIn }: Props) {
  const _ = useT();
  useDocumentTitle(_('auth.documentTitle'));
  const lastBaseUrl = sessionStore.getBaseUrl();
  const [advancedOpen, setAdvancedOpen] = useState(lastBaseUrl !== '');
  const [formError, setFormError] = useState<string | null>(null);
  // Arrived here because the server refused the session's token (revoked or regenerated elsewhere).
  const [sessionEnded] = useState(() => sessionStore.getEndReason() === 'rejected');
  // Arrived here by logging out: say that it happened.
  const [loggedOut] = useState(() => sessionStore.getEndReason() === 'logout');
  const form = useForm<LoginInput>({ defaultValues: { token: '', baseUrl: lastBaseUrl } });
  const { errors, isSubmitting } = form.formState;
  const { setFocus } = form;

  // The one thing to do here is to paste a token. (Focus alone does not load the sign-in code: the first input does.)
  // Once the page has painted: focusing makes the browser lay the page out there and then (~20 ms on the
  // first load), which would hold back its first paint (issue 19).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setFocus('token'));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [setFocus]);

  const onSubmit = async ({ token, baseUrl }: LoginInput) => {
    setFormError(null);
    const { signIn } = await loadSignIn();
    const result = await signIn(token.trim(), normalizeBaseUrl(baseUrl));
    if (result.ok) await onSignedIn(safeNextPath(next));
    else if (result.field) form.setError(result.field, { message: result.message });
    else setFormError(result.message);
  };

  return (
    <Container component="main" size={440} py={64}>
      <Title order={1} ta="center" mb={4}>
        {_('auth.title')}
      </Title>
      <Text ta="center" c="dimmed" size="sm" mb="lg">
        <Trans id="auth.intro" components={{ 0: <code /> }} />
      </Text>
      {loggedOut ? (
        <Alert color="green" mb="md" role="status">
          {_('auth.loggedOut')}
        </Alert>
      ) : null}
      {sessionEnded ? (
        <Alert color="blue" mb="md">
          {_('auth.sessionEnded')}
        </Alert>
      ) : null}
      <Paper withBorder shadow="sm" p="lg" radius="md">
        <form
          noValidate
          onInput={loadSignIn}
          onSubmit={form.handleSubmit(onSubmit, (invalid) => {
            if (invalid.baseUrl) setAdvancedOpen(true);
          })}
        >
          <Stack gap="md">
            <PasswordInput
              label={_('auth.token')}
              autoComplete="off"
              spellCheck={false}
              error={errors.token?.message}
              // Mantine's PasswordInput leaves aria-invalid off its inner input.
              aria-invalid={errors.token ? true : undefined}
              visibilityToggleButtonProps={{ 'aria-label': _('auth.toggleTokenVisibility') }}
              {...form.register('token', {
                validate: (value) => value.trim() !== '' || _('auth.tokenRequired'),
              })}
            />
            <div>
              <Button
                variant="subtle"
                size="compact-sm"
                aria-expanded={advancedOpen}
                aria-controls="login-advanced"
                leftSection={<ChevronIcon open={advancedOpen} />}
                onClick={() => setAdvancedOpen((open) => !open)}
              >
                {_('auth.advanced')}
              </Button>
              {/* Always mounted (just hidden) so the field keeps its value and registration. */}
              <div id="login-advanced" hidden={!advancedOpen}>
                <TextInput
                  mt="xs"
                  label={_('auth.baseUrl')}
                  description={_('auth.baseUrlHelp')}
                  placeholder="https://argus.example.com"
                  inputMode="url"
                  autoComplete="url"
                  error={errors.baseUrl?.message}
                  {...form.register('baseUrl', {
                    validate: (value) => value.trim() === '' || isHttpUrl(value.trim()) || _('auth.baseUrlInvalid'),
                  })}
                />
              </div>
            </div>
            {formError ? (
              <Alert color="red" title={_('auth.failed')}>
                {formError}
              </Alert>
            ) : null}
            <Button type="submit" loading={isSubmitting} fullWidth>
              {_('auth.signIn')}
            </Button>
          </Stack>
        </form>
      </Paper>
      <Stack align="center" mt="lg">
        <LanguageSelect />
      </Stack>
    </Container>
  );
}
