import { Button, Group, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TriggerInfo } from '../../../contract/webhooks';
import { errorMessage } from '../../lib/error-message';
import { useT } from '../../lib/i18n';
import { useSendExample, webhooksQuery } from './api';
import { triggerLabel } from './trigger-groups';

/** Every webhook fits one page of the server's maximum size. */
const ALL_WEBHOOKS = { page: 1, per_page: 100 };

/** "Send example event": queues this trigger's example payload for one chosen webhook (administrators). */
export function SendExample({ trigger }: { trigger: TriggerInfo }) {
  const _ = useT();
  const label = triggerLabel(_, trigger.value, trigger.label);
  const webhooks = useQuery(webhooksQuery(ALL_WEBHOOKS));
  const send = useSendExample();
  const [webhookId, setWebhookId] = useState<string | null>(null);
  const options = (webhooks.data?.results ?? []).map((w) => ({ value: String(w.id), label: w.name }));
  const submit = () => {
    if (!webhookId) return;
    send.mutate(
      { id: Number(webhookId), trigger: trigger.value },
      {
        onSuccess: (webhook) =>
          notifications.show({
            color: 'green',
            message: _('webhooks.example.queued', { trigger: label, webhook: webhook.name }),
          }),
      },
    );
  };
  return (
    <div>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          size="xs"
          label={_('webhooks.example.sendTo')}
          placeholder={webhooks.isPending ? _('webhooks.example.loading') : _('webhooks.example.choose')}
          aria-label={_('webhooks.example.webhookFor', { trigger: label })}
          data={options}
          value={webhookId}
          onChange={(value) => {
            setWebhookId(value);
            send.reset();
          }}
          searchable
          nothingFoundMessage={_('webhooks.example.noWebhooks')}
          error={
            webhooks.isError ? _('webhooks.example.loadFailed', { error: errorMessage(webhooks.error) }) : undefined
          }
        />
        <Button size="xs" variant="default" onClick={submit} disabled={!webhookId} loading={send.isPending}>
          {_('webhooks.example.send')}
        </Button>
      </Group>
      {send.isError ? (
        <Text size="sm" c="red.9" mt={4} role="alert">
          {_('webhooks.example.notSent', { error: errorMessage(send.error) })}
        </Text>
      ) : null}
    </div>
  );
}
