import type { MessageDescriptor } from '@lingui/core';
import { Tooltip, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import type { Webhook } from '../../../contract/webhooks';
import { FilledBadge, type Tone } from '../../components/filled-badge';
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

/** Filled pairs at WCAG AA: white on teal-9 (5.0:1), red-9 (5.5:1), gray-7 (8.2:1); black on gray-3 (16:1). */
const TONES: Record<WebhookStatus, Tone> = {
  available: { color: 'teal.9', c: 'white' },
  unavailable: { color: 'red.9', c: 'white' },
  unknown: { color: 'gray.3', c: 'black' },
  disabled: { color: 'gray.7', c: 'white' },
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
      tone={TONES[status]}
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
