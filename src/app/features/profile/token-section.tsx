import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { ShownOnce } from '../../components/shown-once';
import { notifications } from '@mantine/notifications';
import { useConfirm } from '../../components/confirm';
import { errorMessage } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { useGenerateToken } from './api';

export function TokenSection() {
  const _ = useT();
  const generate = useGenerateToken();
  const { confirm, confirmModal } = useConfirm();

  const onGenerate = async () => {
    const ok = await confirm({
      title: _('profile.token.confirmTitle'),
      message: _('profile.token.confirmText'),
      confirmLabel: _('profile.token.confirm'),
      danger: true,
    });
    if (!ok) return;
    generate.mutate(undefined, {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          message: _('profile.token.generated'),
          closeButtonProps: { 'aria-label': _('profile.token.closeNotification') },
        }),
    });
  };

  return (
    <Stack gap="sm" maw={640}>
      <Title order={2} size="h3">
        {_('profile.token.title')}
      </Title>
      <Text>{_('profile.token.text')}</Text>
      <Group>
        <Button onClick={onGenerate} loading={generate.isPending}>
          {_('profile.token.generate')}
        </Button>
      </Group>
      {generate.isError ? (
        <Alert color="red" title={_('profile.token.failed')}>
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
  const _ = useT();
  return (
    <ShownOnce
      value={token}
      text={{
        title: _('profile.token.newTitle'),
        note: _('profile.token.copyNow'),
        label: _('profile.token.newLabel'),
        copy: _('profile.token.copy'),
        copied: _('profile.token.copied'),
      }}
    />
  );
}
