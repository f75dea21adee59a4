import type { MessageDescriptor } from '@lingui/core';
import type { RunStatus } from '../../../contract/runs';
import { FilledBadge, type Tone } from '../../components/filled-badge';
import { msg, useT } from '../../lib/i18n';

/** A status's word, translated where shown: `_(RUN_STATUS_LABELS[status])`. */
export const RUN_STATUS_LABELS: Record<RunStatus, MessageDescriptor> = {
  queued: msg('runs.status.queued'),
  running: msg('runs.status.running'),
  finished: msg('runs.status.finished'),
  failed: msg('runs.status.failed'),
  cancelled: msg('runs.status.cancelled'),
};

/**
 * Filled pairs at WCAG AA: black on gray-3 (16:1), white on blue-8 (4.9:1),
 * teal-9 (5.0:1), red-9 (5.5:1), gray-7 (8.2:1). The word carries the status too.
 */
const TONES: Record<RunStatus, Tone> = {
  queued: { color: 'gray.3', c: 'black' },
  running: { color: 'blue.8', c: 'white' },
  finished: { color: 'teal.9', c: 'white' },
  failed: { color: 'red.9', c: 'white' },
  cancelled: { color: 'gray.7', c: 'white' },
};

export function RunStatusBadge({ status }: { status: RunStatus }) {
  const _ = useT();
  return <FilledBadge tone={TONES[status]}>{_(RUN_STATUS_LABELS[status])}</FilledBadge>;
}
