import { Trans } from '@lingui/react';
import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import type { Webhook } from '../../../contract/webhooks';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';

/** When and why it was paused or disabled, the date as a <time>: the badge's words (webhooks.disabled.*). */
function DisabledSince({ webhook }: { webhook: Webhook }) {
  const reason = webhook.disabled_reason;
  if (!webhook.disabled_at) {
    return reason ? (
      <Trans id="webhooks.disabled.reason" values={{ reason }} />
    ) : (
      <Trans id="webhooks.disabled.plain" />
    );
  }
  const date = <time dateTime={webhook.disabled_at}>{formatDateTime(webhook.disabled_at)}</time>;
  return reason ? (
    <Trans id="webhooks.disabled.onReason" values={{ date, reason }} />
  ) : (
    <Trans id="webhooks.disabled.on" values={{ date }} />
  );
}

type Props = {
  webhook: Webhook;
  /** Undefined for readers (auditors, users): they see the state, not a control. */
  onChange?: (active: boolean) => void;
  changing?: boolean;
};

/**
 * `is_active` as a switch, with what it means said beside it. The words follow what the service does
 * (§6.1, §6.2): subscribed events are queued only for active webhooks and only active ones are sent
 * anything; events already pending stay pending (so does an example sent to a paused one, which
 * send_example queues whatever the state) and go out after resuming; given-up events stay given up
 * (PATCH is_active: true starts the failure streak afresh, it does not requeue them).
 */
export function PauseCard({ webhook, onChange, changing }: Props) {
  const _ = useT();
  const active = webhook.is_active;
  return (
    <Card withBorder padding="md" maw={860} component="section" aria-labelledby="webhook-delivery-state">
      <Title order={2} size="h4" id="webhook-delivery-state" mb="xs">
        {_('webhooks.pause.title')}
      </Title>
      <Stack gap={6}>
        <Switch
          label={_('webhooks.pause.label')}
          checked={active}
          disabled={!onChange || changing}
          onChange={(event) => onChange?.(event.currentTarget.checked)}
          aria-describedby="webhook-pause-consequence"
        />
        <div id="webhook-pause-consequence">
          {active ? (
            <Text size="sm">{_('webhooks.pause.activeMeans')}</Text>
          ) : (
            <>
              <Text size="sm" fw={600}>
                <DisabledSince webhook={webhook} />
              </Text>
              <Text size="sm">{_('webhooks.pause.pausedMeans')}</Text>
            </>
          )}
        </div>
      </Stack>
    </Card>
  );
}
