import { Input, PasswordInput, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useId } from 'react';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { useT } from '../../lib/i18n';
import type { RepoAuthFormValues } from './repo-auth-values';

/** Any form whose credentials' inputs are under `repo_auth` (the project form, the credentials dialog). */
export type WithRepoAuth = { repo_auth: RepoAuthFormValues };

/**
 * The repository credentials' inputs, the same in the project form and the "Set credentials" dialog:
 * an access token (with an optional user name) or an SSH private key, and where they are kept. Nothing
 * stored is ever shown in them: the API never answers a token or a key.
 */
export function RepoAuthFields<O>({ control }: { control: Control<WithRepoAuth, unknown, O> }) {
  const _ = useT();
  const id = useId();
  const kind = useWatch({ control, name: 'repo_auth.kind' });
  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name="repo_auth.kind"
        render={({ field }) => (
          <Input.Wrapper id={id} label={_('projects.credentials.kind')} labelElement="div">
            <div>
              <SegmentedControl
                aria-labelledby={`${id}-label`}
                data={[
                  { value: 'token', label: _('projects.credentials.kind.token') },
                  { value: 'ssh_key', label: _('projects.credentials.kind.sshKey') },
                ]}
                value={field.value}
                onChange={(next) => field.onChange(next)}
                mt={4}
              />
            </div>
          </Input.Wrapper>
        )}
      />
      {kind === 'ssh_key' ? (
        <Controller
          control={control}
          name="repo_auth.ssh_private_key"
          render={({ field, fieldState }) => (
            <Textarea
              label={_('projects.credentials.sshKey')}
              description={_('projects.credentials.sshKeyHelp')}
              // Not autosize: it needs document.fonts, which jsdom lacks (as the policy form's description).
              rows={6}
              resize="vertical"
              autoComplete="off"
              spellCheck={false}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              {...field}
              error={fieldState.error?.message}
            />
          )}
        />
      ) : (
        <>
          <Controller
            control={control}
            name="repo_auth.username"
            render={({ field, fieldState }) => (
              <TextInput
                label={_('projects.credentials.username')}
                description={_('projects.credentials.usernameHelp')}
                autoComplete="off"
                spellCheck={false}
                {...field}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="repo_auth.token"
            render={({ field, fieldState }) => (
              <PasswordInput
                label={_('projects.credentials.token')}
                description={_('projects.credentials.tokenHelp')}
                autoComplete="new-password"
                visibilityToggleButtonProps={{ 'aria-label': _('projects.credentials.showToken') }}
                {...field}
                error={fieldState.error?.message}
                // Mantine marks a password input's error with data-invalid only; assistive technology needs aria-invalid.
                aria-invalid={fieldState.invalid || undefined}
              />
            )}
          />
        </>
      )}
      <Text size="sm" c="dimmed">
        {_('projects.credentials.note')}
      </Text>
    </Stack>
  );
}
