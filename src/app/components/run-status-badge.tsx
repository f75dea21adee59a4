import type { MessageDescriptor } from '@lingui/core';
import type { RunStatus } from '../../contract/runs';
import { msg, useT } from '../lib/i18n';
import { FilledBadge, TONES, type Tone } from './filled-badge';

/** A status's word, translated where shown: `_(RUN_STATUS_LABELS[status])`. */
export const RUN_STATUS_LABELS: Record<RunStatus, MessageDescriptor> = {
  queued: msg('components.runStatus.queued'),
  running: msg('components.runStatus.running'),
  finished: msg('components.runStatus.finished'),
  failed: msg('components.runStatus.failed'),
  cancelled: msg('components.runStatus.cancelled'),
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
