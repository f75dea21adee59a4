import type { Webhook } from '../../../contract/webhooks';
import { FilledBadge, type Tone } from '../../components/filled-badge';
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
>;

/** From deliveries, not from the last test event: disabled first, then a failure streak, then the last outcome. */
export function webhookHealth(webhook: HealthFields): WebhookHealth {
  if (!webhook.is_active) return 'disabled';
  if (webhook.failing_since || webhook.last_delivery_success === false) return 'failing';
  if (webhook.last_delivery_success === true) return 'healthy';
  return 'none';
}

/** White on teal-9 (5.0:1) and red-9 (5.5:1); black on gray-3 (16:1). */
const TONES: Record<Exclude<WebhookHealth, 'disabled'>, Tone> = {
  healthy: { color: 'teal.9', c: 'white' },
  failing: { color: 'red.9', c: 'white' },
  none: { color: 'gray.3', c: 'black' },
};

/** The badge never shrinks (FilledBadge keeps `minWidth: max-content`); "Disabled" keeps its reason tooltip. */
export function HealthBadge({ webhook }: { webhook: HealthFields }) {
  const _ = useT();
  const health = webhookHealth(webhook);
  if (health === 'disabled') return <StatusBadge webhook={webhook} />;
  const since = webhook.failing_since ?? webhook.last_delivery_at;
  const text =
    health === 'healthy'
      ? _('webhooks.health.healthy')
      : health === 'none'
        ? _('webhooks.health.none')
        : since
          ? _('webhooks.health.failingSince', { when: formatRelativeTime(since) })
          : _('webhooks.health.failing');
  return <FilledBadge tone={TONES[health]}>{text}</FilledBadge>;
}
