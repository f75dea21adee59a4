import { Button, Group, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TriggerInfo } from '../../../contract/webhooks';
import { errorMessage } from '../../lib/error-message';
import { useSendExample, webhooksQuery } from './api';

/** Every webhook fits one page of the server's maximum size. */
const ALL_WEBHOOKS = { page: 1, per_page: 100 };

/** "Send example event": queues this trigger's example payload for one chosen webhook (administrators). */
export function SendExample({ trigger }: { trigger: TriggerInfo }) {
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
            message: `Example "${trigger.label}" event queued for "${webhook.name}".`,
          }),
      },
    );
  };
  return (
    <div>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          size="xs"
          label="Send example event to"
          placeholder={webhooks.isPending ? 'Loading webhooks…' : 'Choose a webhook'}
          aria-label={`Webhook for an example of ${trigger.label}`}
          data={options}
          value={webhookId}
          onChange={(value) => {
            setWebhookId(value);
            send.reset();
          }}
          searchable
          nothingFoundMessage="No webhooks"
          error={webhooks.isError ? `Could not load the webhooks: ${errorMessage(webhooks.error)}` : undefined}
        />
        <Button size="xs" variant="default" onClick={submit} disabled={!webhookId} loading={send.isPending}>
          Send example event
        </Button>
      </Group>
      {send.isError ? (
        <Text size="sm" c="red.9" mt={4} role="alert">
          Not sent: {errorMessage(send.error)}
        </Text>
      ) : null}
    </div>
  );
}
