import { Alert, Button, Collapse, Container, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { ProfileSchema } from '../../../contract/profile';
import { ChevronIcon } from '../../components/icons';
import { createApiClient, errorMessage, isApiError } from '../../lib/api-client';
import { auth, normalizeBaseUrl } from '../../lib/auth';
import { safeNextPath } from '../../lib/next-path';
import { profileQuery } from '../../lib/profile-query';
import { startSession } from '../../lib/session';
import { LoginInputSchema, type LoginInput } from './login-schema';

export const TOKEN_REJECTED = 'This token was rejected by the server';

export function LoginPage() {
  useDocumentTitle('Sign in · Argus');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const lastBaseUrl = auth.getBaseUrl();
  const [advancedOpen, setAdvancedOpen] = useState(lastBaseUrl !== '');
  const [formError, setFormError] = useState<string | null>(null);

  const form = useForm<LoginInput>({
    resolver: zodResolver(LoginInputSchema),
    defaultValues: { token: '', baseUrl: lastBaseUrl },
  });
  const { errors, isSubmitting } = form.formState;

  // Ask the server before accepting the token: GET /api/profile/ with it.
  const onSubmit = async ({ token, baseUrl }: LoginInput) => {
    setFormError(null);
    const base = normalizeBaseUrl(baseUrl);
    const probe = createApiClient({ baseUrl: () => base, token: () => token });
    try {
      const profile = await probe.get('/api/profile/', ProfileSchema);
      startSession(token, base);
      queryClient.setQueryData(profileQuery().queryKey, profile);
      await navigate(safeNextPath(searchParams.get('next')), { replace: true });
    } catch (error) {
      if (isApiError(error, 401)) form.setError('token', { message: TOKEN_REJECTED });
      else if (isApiError(error, 0)) {
        setFormError(`${error.message} Check the API base URL under Advanced and that the server is running.`);
      } else setFormError(errorMessage(error));
    }
  };

  return (
    <Container component="main" size={440} py={64}>
      <Title order={1} ta="center" mb={4}>
        Sign in to Argus
      </Title>
      <Text ta="center" c="dimmed" size="sm" mb="lg">
        Paste your API token. An administrator can create one with <code>npm run token -- --user NAME</code>.
      </Text>
      <Paper withBorder shadow="sm" p="lg" radius="md">
        <form
          noValidate
          onSubmit={form.handleSubmit(onSubmit, (invalid) => {
            if (invalid.baseUrl) setAdvancedOpen(true);
          })}
        >
          <Stack gap="md">
            <PasswordInput
              label="API token"
              autoComplete="off"
              spellCheck={false}
              error={errors.token?.message}
              {...form.register('token')}
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
                Advanced
              </Button>
              <Collapse expanded={advancedOpen} id="login-advanced">
                <TextInput
                  mt="xs"
                  label="API base URL"
                  description="Leave empty to use the server that serves this console."
                  placeholder="https://argus.example.com"
                  inputMode="url"
                  autoComplete="url"
                  error={errors.baseUrl?.message}
                  {...form.register('baseUrl')}
                />
              </Collapse>
            </div>
            {formError ? (
              <Alert color="red" title="Could not sign in">
                {formError}
              </Alert>
            ) : null}
            <Button type="submit" loading={isSubmitting} fullWidth>
              Sign in
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
