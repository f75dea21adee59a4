import { Tooltip, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import type { Webhook } from '../../../contract/webhooks';
import { FilledBadge, type Tone } from '../../components/filled-badge';
import { formatDateTime } from '../../lib/format';

export type WebhookStatus = 'available' | 'unavailable' | 'unknown' | 'disabled';

export const STATUS_LABELS: Record<WebhookStatus, string> = {
  available: 'Available',
  unavailable: 'Unavailable',
  unknown: 'Unknown',
  disabled: 'Disabled',
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

function disabledText(webhook: Pick<Webhook, 'disabled_at' | 'disabled_reason'>): string {
  const when = webhook.disabled_at ? `Disabled on ${formatDateTime(webhook.disabled_at)}` : 'Disabled';
  return webhook.disabled_reason ? `${when}: ${webhook.disabled_reason}` : `${when}.`;
}

type StatusBadgeProps = {
  webhook: Pick<Webhook, 'is_active' | 'availability_status' | 'disabled_at' | 'disabled_reason'>;
};

/**
 * The word always says the status. "Disabled" also says why: in a tooltip for
 * mouse and keyboard (the badge takes focus) and as its description for screen readers.
 */
export function StatusBadge({ webhook }: StatusBadgeProps) {
  const status = webhookStatus(webhook);
  const reasonId = useId();
  const badge = (
    <FilledBadge
      tone={TONES[status]}
      style={{ cursor: status === 'disabled' ? 'help' : undefined }}
      tabIndex={status === 'disabled' ? 0 : undefined}
      aria-describedby={status === 'disabled' ? reasonId : undefined}
    >
      {STATUS_LABELS[status]}
    </FilledBadge>
  );
  if (status !== 'disabled') return badge;
  const reason = disabledText(webhook);
  return (
    <>
      <Tooltip label={reason} multiline maw={320} events={{ hover: true, focus: true, touch: true }} withArrow>
        {badge}
      </Tooltip>
      <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>
    </>
  );
}
