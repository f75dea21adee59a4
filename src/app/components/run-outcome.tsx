import { Text } from '@mantine/core';
import type { Run } from '../../contract/runs';
import { useT } from '../lib/i18n';

/**
 * What a run came to, in a few words: an SCA run's new and resolved alerts (CONTRACT §13 `summary`).
 * A run that has not finished says its state only `withStatus` (the overview, which has no status
 * column); the runs list shows "—" there, beside its status badge. Shown in the runs list and on the
 * overview, which cannot share a feature's code.
 */
export function RunOutcome({
  run,
  withStatus = false,
}: {
  run: Pick<Run, 'status' | 'summary'>;
  withStatus?: boolean;
}) {
  const _ = useT();
  if (run.status !== 'finished' && !withStatus) return <Text size="sm">—</Text>;
  if (run.status === 'failed') {
    return (
      <Text size="sm" c="var(--mantine-color-error)">
        {_('components.runOutcome.failed')}
      </Text>
    );
  }
  if (run.status === 'cancelled') return <Text size="sm">{_('components.runOutcome.cancelled')}</Text>;
  if (run.status === 'queued' || run.status === 'running')
    return <Text size="sm">{_('components.runOutcome.inProgress')}</Text>;
  if (!run.summary) return <Text size="sm">{_('components.runOutcome.done')}</Text>;
  const { alerts_created: created, alerts_resolved: resolved } = run.summary;
  if (created === 0 && resolved === 0) return <Text size="sm">{_('components.runOutcome.noChange')}</Text>;
  return <Text size="sm">{_('components.runOutcome.alerts', { created, resolved })}</Text>;
}
