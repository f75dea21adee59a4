import { Trans } from '@lingui/react';
import { Alert, Button, Card, Group, Text, Tooltip } from '@mantine/core';
import type { Webhook } from '../../../contract/webhooks';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { StatusBadge } from './status-badge';

type Props = {
  webhook: Webhook;
  /** Undefined for readers who may not refresh or enable (auditors, users). */
  onRefresh?: () => void;
  refreshing?: boolean;
  onEnable?: () => void;
  enabling?: boolean;
};

/** When and why it was disabled, the date as a <time>: the badge's words (webhooks.disabled.*). */
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

/** A disabled webhook says when and why; an administrator can enable it again (CONTRACT §5, PATCH is_active). */
export function DisabledBanner({ webhook, onEnable, enabling }: Pick<Props, 'webhook' | 'onEnable' | 'enabling'>) {
  const _ = useT();
  if (webhook.is_active) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      title={_('webhooks.disabled.title')}
      mb="lg"
      maw={860}
      // The light variant's orange title is 3.6:1 on its background; body text colour passes AA.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Text size="sm">
        <DisabledSince webhook={webhook} />
      </Text>
      <Text size="sm" mt={4}>
        {_('webhooks.disabled.consequence')}
      </Text>
      {onEnable ? (
        <Button mt="sm" size="xs" onClick={onEnable} loading={enabling}>
          {_('webhooks.enableAgain')}
        </Button>
      ) : null}
    </Alert>
  );
}

/** Status and last check, with "Refresh status", above the form. */
export function WebhookStatusCard({ webhook, onRefresh, refreshing }: Props) {
  const _ = useT();
  const checked = webhook.availability_checked_at;
  return (
    <Card withBorder padding="sm" mb="lg" maw={860}>
      <Group gap="lg" wrap="wrap" align="center">
        <Group gap="xs">
          <Text size="sm" fw={600} component="span">
            {_('webhooks.statusCard.status')}
          </Text>
          <StatusBadge webhook={webhook} />
        </Group>
        <Text size="sm">
          {checked ? (
            <Trans
              id="webhooks.statusCard.checked"
              values={{ date: <time dateTime={checked}>{formatDateTime(checked)}</time> }}
            />
          ) : (
            _('webhooks.statusCard.neverChecked')
          )}
        </Text>
        {onRefresh ? (
          // It sends a test event: said before it is clicked, as in the list.
          <Tooltip label={_('webhooks.refreshStatusHint')} multiline maw={280} withArrow>
            <Button size="compact-sm" variant="default" onClick={onRefresh} loading={refreshing}>
              {_('webhooks.refreshStatus')}
            </Button>
          </Tooltip>
        ) : null}
      </Group>
    </Card>
  );
}
