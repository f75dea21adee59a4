import type { MessageDescriptor } from '@lingui/core';
import type { RunStatus } from '../../../contract/runs';
import { FilledBadge, TONES, type Tone } from '../../components/filled-badge';
import { msg, useT } from '../../lib/i18n';

/** A status's word, translated where shown: `_(RUN_STATUS_LABELS[status])`. */
export const RUN_STATUS_LABELS: Record<RunStatus, MessageDescriptor> = {
  queued: msg('runs.status.queued'),
  running: msg('runs.status.running'),
  finished: msg('runs.status.finished'),
  failed: msg('runs.status.failed'),
  cancelled: msg('runs.status.cancelled'),
};

const STATUS_TONES: Record<RunStatus, Tone> = {
  queued: TONES.idle,
  running: TONES.busy,
  finished: TONES.good,
  failed: TONES.bad,
  cancelled: TONES.off,
};

export function RunStatusBadge({ status }: { status: RunStatus }) {
  const _ = useT();
  return <FilledBadge tone={STATUS_TONES[status]}>{_(RUN_STATUS_LABELS[status])}</FilledBadge>;
}
