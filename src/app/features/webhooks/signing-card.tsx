import { Button, Card, Code, CopyButton, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { Webhook } from '../../../contract/webhooks';
import { useConfirm } from '../../components/confirm';
import { errorMessage } from '../../lib/error-message';
import { useT } from '../../lib/i18n';
import { useCreateSigningSecret, useDeleteSigningSecret } from './api';

/** Code, not prose: the same in every language. The secret itself is read from the receiver's environment. */
const VERIFY_EXAMPLE = `import { Webhook } from 'standardwebhooks';

// body: the raw request body as text; headers: the request's headers
const wh = new Webhook(process.env.ARGUS_SIGNING_SECRET);
const payload = wh.verify(body, {
  'webhook-id': headers['webhook-id'],
  'webhook-timestamp': headers['webhook-timestamp'],
  'webhook-signature': headers['webhook-signature'],
}); // throws when the signature does not match`;

/** The secret, this once: kept in this modal's state only, dropped when it closes. */
function SecretModal({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const _ = useT();
  return (
    <Modal
      opened={secret !== null}
      onClose={onClose}
      title={_('webhooks.signing.secretTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': _('webhooks.signing.close') }}
    >
      {secret ? (
        <Stack gap="sm">
          <Text size="sm">{_('webhooks.signing.secretOnce')}</Text>
          <Group gap="xs" wrap="nowrap">
            <Code data-testid="signing-secret" style={{ wordBreak: 'break-all' }}>
              {secret}
            </Code>
            <CopyButton value={secret} timeout={2000}>
              {({ copied, copy }) => (
                <Button size="compact-sm" variant="default" onClick={copy}>
                  {copied ? _('webhooks.signing.copied') : _('webhooks.signing.copySecret')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="sm">{_('webhooks.signing.howTo')}</Text>
          <Code block data-testid="verify-example">
            {VERIFY_EXAMPLE}
          </Code>
          <Group justify="flex-end">
            <Button onClick={onClose}>{_('webhooks.signing.done')}</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

type Props = { webhook: Webhook; canChange: boolean };

/** CONTRACT §13 (optional): Standard Webhooks signing, on or off, and its secret shown once when created. */
export function SigningCard({ webhook, canChange }: Props) {
  const _ = useT();
  const create = useCreateSigningSecret();
  const remove = useDeleteSigningSecret();
  const { confirm, confirmModal } = useConfirm();
  const [secret, setSecret] = useState<string | null>(null);
  const signing = webhook.has_signing_secret === true;
  const failed = (error: Error) =>
    notifications.show({ color: 'red', title: _('webhooks.signing.failed'), message: errorMessage(error) });

  const generate = async () => {
    if (
      signing &&
      !(await confirm({
        title: _('webhooks.signing.replaceTitle'),
        message: _('webhooks.signing.replaceQuestion'),
        confirmLabel: _('webhooks.signing.replace'),
      }))
    )
      return;
    create.mutate(webhook.id, { onSuccess: (answer) => setSecret(answer.secret), onError: failed });
  };

  const stop = async () => {
    const ok = await confirm({
      title: _('webhooks.signing.stopTitle'),
      message: _('webhooks.signing.stopQuestion', { name: webhook.name }),
      confirmLabel: _('webhooks.signing.stop'),
      danger: true,
    });
    if (!ok) return;
    remove.mutate(webhook.id, {
      onSuccess: () =>
        notifications.show({ color: 'green', message: _('webhooks.signing.stopped', { name: webhook.name }) }),
      onError: failed,
    });
  };

  return (
    <Card withBorder padding="md" mb="lg" maw={860} component="section" aria-labelledby="webhook-signing">
      <Title order={2} size="h4" id="webhook-signing" mb="xs">
        {_('webhooks.signing.title')}
      </Title>
      <Group gap="sm" align="center" wrap="wrap">
        <Text size="sm" fw={600}>
          {signing ? _('webhooks.signing.on') : _('webhooks.signing.off')}
        </Text>
        {canChange ? (
          <>
            <Button size="compact-sm" variant="default" onClick={() => void generate()} loading={create.isPending}>
              {signing ? _('webhooks.signing.replace') : _('webhooks.signing.generate')}
            </Button>
            {signing ? (
              <Button
                size="compact-sm"
                variant="subtle"
                c="var(--mantine-color-error)"
                onClick={() => void stop()}
                loading={remove.isPending}
              >
                {_('webhooks.signing.stop')}
              </Button>
            ) : null}
          </>
        ) : null}
      </Group>
      {signing ? null : (
        <Text size="sm" mt={4}>
          {_('webhooks.signing.hint')}
        </Text>
      )}
      <SecretModal secret={secret} onClose={() => setSecret(null)} />
      {confirmModal}
    </Card>
  );
}
