import { Alert, Button, CopyButton, Text, TextInput } from '@mantine/core';

export type ShownOnceText = { title: string; note: string; label: string; copy: string; copied: string };

/**
 * A secret the server answers once and keeps only a hash of (a new API token): selectable, with a copy
 * button. The texts are the caller's, so each section says whose it is.
 */
export function ShownOnce({ value, text }: { value: string; text: ShownOnceText }) {
  return (
    <Alert color="blue" title={text.title} role="status">
      <Text size="sm" mb="xs">
        {text.note}
      </Text>
      <TextInput
        label={text.label}
        value={value}
        readOnly
        mb="xs"
        // The value in monospace, not its label (`ff` on the input would set both).
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button size="xs" variant={copied ? 'light' : 'default'} onClick={copy}>
            {copied ? text.copied : text.copy}
          </Button>
        )}
      </CopyButton>
    </Alert>
  );
}
