import { Alert, Button, CopyButton, Text, TextInput } from '@mantine/core';
import { useT } from '../../lib/i18n';

/** A user's new token, shown once: the server keeps only a hash of it. */
export function NewToken({ username, token }: { username: string; token: string }) {
  const _ = useT();
  return (
    <Alert color="blue" title={_('users.token.title', { username })} role="status">
      <Text size="sm" mb="xs">
        {_('users.token.copyNow')}
      </Text>
      <TextInput
        label={_('users.token.label', { username })}
        value={token}
        readOnly
        mb="xs"
        ff="monospace"
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyButton value={token}>
        {({ copied, copy }) => (
          <Button size="xs" variant={copied ? 'light' : 'default'} onClick={copy}>
            {copied ? _('users.token.copied') : _('users.token.copy')}
          </Button>
        )}
      </CopyButton>
    </Alert>
  );
}
