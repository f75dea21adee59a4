import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import type { Ref } from 'react';

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

const PURPOSE = 'Sent in the authentication header of every request, so the receiver can tell it comes from Argus.';

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
  if (clearing) {
    return (
      <Alert color="yellow" title="Token" maw={560}>
        <Stack gap="xs">
          <Text size="sm">The current token will be removed when you save; requests will then carry no token.</Text>
          <Group>
            <Button size="compact-sm" variant="default" onClick={() => onClearingChange(false)}>
              Keep the current token
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  const description =
    mode === 'create'
      ? `Optional. ${PURPOSE}`
      : hasToken
        ? 'Leave empty to keep the current token.'
        : `No token is set. ${PURPOSE}`;
  return (
    <Stack gap={6} maw={560}>
      <PasswordInput
        label="Token"
        description={description}
        autoComplete="new-password"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
        ref={inputRef}
        error={error}
        visibilityToggleFocusable
        visibilityToggleButtonProps={{ 'aria-label': 'Show token' }}
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
            Clear token
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
