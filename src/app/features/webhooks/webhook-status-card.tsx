import { Alert, Button, Card, Group, Text } from '@mantine/core';
import type { Webhook } from '../../../contract/webhooks';
import { formatDateTime } from '../../lib/format';
import { StatusBadge } from './status-badge';

type Props = {
  webhook: Webhook;
  /** Undefined for readers who may not refresh or enable (auditors, users). */
  onRefresh?: () => void;
  refreshing?: boolean;
  onEnable?: () => void;
  enabling?: boolean;
};

/** A disabled webhook says when and why; an administrator can enable it again (CONTRACT §5, PATCH is_active). */
export function DisabledBanner({ webhook, onEnable, enabling }: Pick<Props, 'webhook' | 'onEnable' | 'enabling'>) {
  if (webhook.is_active) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      title="This webhook is disabled"
      mb="lg"
      maw={860}
      // The light variant's orange title is 3.6:1 on its background; body text colour passes AA.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Text size="sm">
        {webhook.disabled_at ? (
          <>
            Disabled on <time dateTime={webhook.disabled_at}>{formatDateTime(webhook.disabled_at)}</time>
          </>
        ) : (
          'Disabled'
        )}
        {webhook.disabled_reason ? `: ${webhook.disabled_reason}` : '.'}
      </Text>
      <Text size="sm" mt={4}>
        Argus sends it nothing until it is enabled again. Events given up while it failed stay given up.
      </Text>
      {onEnable ? (
        <Button mt="sm" size="xs" onClick={onEnable} loading={enabling}>
          Enable again
        </Button>
      ) : null}
    </Alert>
  );
}

/** Status and last check, with "Refresh status", above the form. */
export function WebhookStatusCard({ webhook, onRefresh, refreshing }: Props) {
  return (
    <Card withBorder padding="sm" mb="lg" maw={860}>
      <Group gap="lg" wrap="wrap" align="center">
        <Group gap="xs">
          <Text size="sm" fw={600} component="span">
            Status
          </Text>
          <StatusBadge webhook={webhook} />
        </Group>
        <Text size="sm">
          Last checked:{' '}
          {webhook.availability_checked_at ? (
            <time dateTime={webhook.availability_checked_at}>{formatDateTime(webhook.availability_checked_at)}</time>
          ) : (
            'never'
          )}
        </Text>
        {onRefresh ? (
          <Button size="compact-sm" variant="default" onClick={onRefresh} loading={refreshing}>
            Refresh status
          </Button>
        ) : null}
      </Group>
    </Card>
  );
}
