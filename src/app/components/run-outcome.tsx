import { Text } from '@mantine/core';
import type { Run, RunSummary } from '../../contract/runs';
import { formatBytes, shortCommit } from '../lib/format';
import { i18n, useT } from '../lib/i18n';

/**
 * A finished run's summary in a few words, per kind (CONTRACT §13, §15): an SCA run's new and resolved
 * alerts, an authors run's authors and commits, a cloning run's commit and size, a clones run's clones
 * and duplicated share, or why a kind was not analysed.
 */
function summaryText(summary: RunSummary): string {
  if ('analysed' in summary) return i18n._('components.runOutcome.notAnalysed', { reason: summary.reason });
  if ('authors_count' in summary) {
    return i18n._('components.runOutcome.authors', {
      authors: summary.authors_count,
      commits: summary.commits_count,
      added: summary.new_commits_count,
    });
  }
  if ('clones_count' in summary) {
    return i18n._('components.runOutcome.clones', {
      clones: summary.clones_count,
      cross: summary.cross_project_clones_count,
      percent: `${summary.duplicated_lines_percent ?? 0}%`,
    });
  }
  if ('commit' in summary) {
    const values = {
      commit: shortCommit(summary.commit),
      size: formatBytes(summary.size_bytes),
      files: summary.files_count,
    };
    return summary.fetched
      ? i18n._('components.runOutcome.fetched', values)
      : i18n._('components.runOutcome.cloned', values);
  }
  const { alerts_created: created, alerts_resolved: resolved } = summary;
  if (created === 0 && resolved === 0) return i18n._('components.runOutcome.noChange');
  return i18n._('components.runOutcome.alerts', { created, resolved });
}

/**
 * What a run came to, in a few words (`summaryText`). A run that has not finished says its state only
 * `withStatus` (the overview, which has no status column); the runs lists show "—" there, beside its
 * status badge. Shown in the runs lists and on the overview, which cannot share a feature's code.
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
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {summaryText(run.summary)}
    </Text>
  );
}
