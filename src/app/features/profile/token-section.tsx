import { Alert, Button, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useConfirm } from '../../components/confirm';
import { errorMessage } from '../../lib/api-client';
import { useGenerateToken } from './api';

export function TokenSection() {
  const generate = useGenerateToken();
  const { confirm, confirmModal } = useConfirm();

  const onGenerate = async () => {
    const ok = await confirm({
      title: 'Generate a new API token?',
      message: 'Your current token stops working immediately. Scripts that use it will need the new one.',
      confirmLabel: 'Generate',
      danger: true,
    });
    if (!ok) return;
    generate.mutate(undefined, {
      onSuccess: () =>
        notifications.show({ color: 'green', message: 'New token generated. This console now uses it.' }),
    });
  };

  return (
    <Stack gap="sm" maw={640}>
      <Title order={2} size="h3">
        API token
      </Title>
      <Text>
        The console and your scripts authenticate with this token. A new token replaces the current one; this console
        switches to it by itself.
      </Text>
      <Group>
        <Button onClick={onGenerate} loading={generate.isPending}>
          Generate new token
        </Button>
      </Group>
      {generate.isError ? (
        <Alert color="red" title="Could not generate a token">
          {errorMessage(generate.error)}
        </Alert>
      ) : null}
      {generate.data ? <NewToken token={generate.data.token} /> : null}
      {confirmModal}
    </Stack>
  );
}

/** Shown once: the server keeps only a hash, so this is the only chance to copy it. */
function NewToken({ token }: { token: string }) {
  return (
    <Alert color="blue" title="Your new API token" role="status">
      <Text size="sm" mb="xs">
        Copy it now: it will not be shown again.
      </Text>
      <TextInput
        label="New API token"
        value={token}
        readOnly
        mb="xs"
        ff="monospace"
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyButton value={token}>
        {({ copied, copy }) => (
          <Button size="xs" variant={copied ? 'light' : 'default'} onClick={copy}>
            {copied ? 'Copied' : 'Copy token'}
          </Button>
        )}
      </CopyButton>
    </Alert>
  );
}
