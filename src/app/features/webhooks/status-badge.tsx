import type { MessageDescriptor } from '@lingui/core';
import { Tooltip, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import type { Webhook } from '../../../contract/webhooks';
import { FilledBadge, TONES, type Tone } from '../../components/filled-badge';
import { formatDateTime } from '../../lib/format';
import { msg, useT } from '../../lib/i18n';
import type { Translate } from './trigger-groups';

export type WebhookStatus = 'available' | 'unavailable' | 'unknown' | 'disabled';

const STATUS_LABELS: Record<WebhookStatus, MessageDescriptor> = {
  available: msg('webhooks.status.available'),
  unavailable: msg('webhooks.status.unavailable'),
  unknown: msg('webhooks.status.unknown'),
  disabled: msg('webhooks.status.disabled'),
};

const STATUS_TONES: Record<WebhookStatus, Tone> = {
  available: TONES.good,
  unavailable: TONES.bad,
  unknown: TONES.idle,
  disabled: TONES.off,
};

/** A disabled webhook is sent nothing, whatever its last check said. */
export function webhookStatus(webhook: Pick<Webhook, 'is_active' | 'availability_status'>): WebhookStatus {
  return webhook.is_active ? webhook.availability_status : 'disabled';
}

/** "Disabled on <date>: <reason>", each part only when recorded. */
function disabledText(_: Translate, webhook: Pick<Webhook, 'disabled_at' | 'disabled_reason'>): string {
  const reason = webhook.disabled_reason;
  if (webhook.disabled_at) {
    const date = formatDateTime(webhook.disabled_at);
    return reason ? _('webhooks.disabled.onReason', { date, reason }) : _('webhooks.disabled.on', { date });
  }
  return reason ? _('webhooks.disabled.reason', { reason }) : _('webhooks.disabled.plain');
}

type StatusBadgeProps = {
  webhook: Pick<Webhook, 'is_active' | 'availability_status' | 'disabled_at' | 'disabled_reason'>;
};

/**
 * The word always says the status. "Disabled" also says why: in a tooltip for
 * mouse and keyboard (the badge takes focus) and as its description for screen readers.
 */
export function StatusBadge({ webhook }: StatusBadgeProps) {
  const _ = useT();
  const status = webhookStatus(webhook);
  const reasonId = useId();
  const badge = (
    <FilledBadge
      tone={STATUS_TONES[status]}
      style={{ cursor: status === 'disabled' ? 'help' : undefined }}
      tabIndex={status === 'disabled' ? 0 : undefined}
      aria-describedby={status === 'disabled' ? reasonId : undefined}
    >
      {_(STATUS_LABELS[status])}
    </FilledBadge>
  );
  if (status !== 'disabled') return badge;
  const reason = disabledText(_, webhook);
  return (
    <>
      <Tooltip label={reason} multiline maw={320} events={{ hover: true, focus: true, touch: true }} withArrow>
        {badge}
      </Tooltip>
      <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>
    </>
  );
}
