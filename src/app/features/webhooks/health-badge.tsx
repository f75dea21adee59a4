import { Text } from '@mantine/core';
import type { Webhook } from '../../../contract/webhooks';
import { FilledBadge, TONES, type Tone } from '../../components/filled-badge';
import { formatRelativeTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { StatusBadge } from './status-badge';

export type WebhookHealth = 'healthy' | 'failing' | 'disabled' | 'none';

type HealthFields = Pick<
  Webhook,
  | 'is_active'
  | 'availability_status'
  | 'disabled_at'
  | 'disabled_reason'
  | 'failing_since'
  | 'last_delivery_at'
  | 'last_delivery_success'
  | 'availability_checked_at'
>;

/** From deliveries, not from the last test event: disabled first, then a failure streak, then the last outcome. */
export function webhookHealth(webhook: HealthFields): WebhookHealth {
  if (!webhook.is_active) return 'disabled';
  if (webhook.failing_since || webhook.last_delivery_success === false) return 'failing';
  if (webhook.last_delivery_success === true) return 'healthy';
  return 'none';
}

const HEALTH_TONES: Record<Exclude<WebhookHealth, 'disabled'>, Tone> = {
  healthy: TONES.good,
  failing: TONES.bad,
  none: TONES.idle,
};

/**
 * The badge never shrinks (FilledBadge keeps `minWidth: max-content`); "Disabled" keeps its reason tooltip.
 * `short` leaves out "since …" (the webhook's page says it in full beside the badge, and the long
 * badge would overflow a 390 px column).
 */
export function HealthBadge({ webhook, short = false }: { webhook: HealthFields; short?: boolean }) {
  const _ = useT();
  const health = webhookHealth(webhook);
  if (health === 'disabled') return <StatusBadge webhook={webhook} />;
  const since = webhook.failing_since ?? webhook.last_delivery_at;
  const text =
    health === 'healthy'
      ? _('webhooks.health.healthy')
      : health === 'none'
        ? _('webhooks.health.none')
        : since && !short
          ? _('webhooks.health.failingSince', { when: formatRelativeTime(since) })
          : _('webhooks.health.failing');
  return <FilledBadge tone={HEALTH_TONES[health]}>{text}</FilledBadge>;
}

export type TestEvent = { at: string; answered: boolean };

/**
 * The last "Refresh status" test event, when it is newer than the last delivery: a delivery's outcome
 * also sets `availability_checked_at` (to its own time), so a later check can only have been a test.
 */
export function lastTestEvent(
  webhook: Pick<Webhook, 'availability_status' | 'availability_checked_at' | 'last_delivery_at'>,
): TestEvent | null {
  const at = webhook.availability_checked_at;
  if (!at || webhook.availability_status === 'unknown') return null;
  const delivered = webhook.last_delivery_at;
  if (delivered && new Date(delivered).getTime() >= new Date(at).getTime()) return null;
  return { at, answered: webhook.availability_status === 'available' };
}

/** "Test event answered 3 minutes ago": so a refresh visibly did something, even before any delivery. */
export function TestEventLine({ test }: { test: TestEvent }) {
  const _ = useT();
  const when = formatRelativeTime(test.at);
  return (
    <Text size="xs" c="dimmed" mt={2}>
      <time dateTime={test.at}>
        {test.answered ? _('webhooks.health.testAnswered', { when }) : _('webhooks.health.testFailed', { when })}
      </time>
    </Text>
  );
}
