import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import type { Ref } from 'react';
import { useT } from '../../lib/i18n';

type TokenFieldProps = {
  mode: 'create' | 'edit';
  /** Edit: whether the webhook has a stored token (the record says so; it never carries the token). */
  hasToken: boolean;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  /** Edit: "Clear token" was pressed. */
  clearing: boolean;
  onClearingChange: (clearing: boolean) => void;
};

/** Write-only: a stored token is never shown; an empty field keeps it, "Clear token" removes it. */
export function TokenField({
  mode,
  hasToken,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  clearing,
  onClearingChange,
}: TokenFieldProps) {
  const _ = useT();
  if (clearing) {
    return (
      <Alert color="yellow" title={_('webhooks.token.label')} maw={560}>
        <Stack gap="xs">
          <Text size="sm">{_('webhooks.token.clearing')}</Text>
          <Group>
            <Button size="compact-sm" variant="default" onClick={() => onClearingChange(false)}>
              {_('webhooks.token.keep')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  const description =
    mode === 'create'
      ? _('webhooks.token.optional')
      : hasToken
        ? _('webhooks.token.keepHint')
        : _('webhooks.token.none');
  return (
    <Stack gap={6} maw={560}>
      <PasswordInput
        label={_('webhooks.token.label')}
        description={description}
        autoComplete="new-password"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
        ref={inputRef}
        error={error}
        visibilityToggleFocusable
        visibilityToggleButtonProps={{ 'aria-label': _('webhooks.token.show') }}
      />
      {mode === 'edit' && hasToken ? (
        <Group>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red.9"
            // Mantine's subtle variant lightens any shade to 6 (3:1 on white); the theme's error
            // colour (red-9 light, red-4 dark) passes AA in both schemes.
            c="var(--mantine-color-error)"
            onClick={() => {
              onChange('');
              onClearingChange(true);
            }}
          >
            {_('webhooks.token.clear')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
