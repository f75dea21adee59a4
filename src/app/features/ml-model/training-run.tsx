import { Alert, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isEnded } from '../../../contract/runs';
import { RunProgress } from '../../components/run-progress';
import { RunStatusBadge } from '../../components/run-status-badge';
import { RunsLink } from '../../components/start-run-buttons';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { liveRunsQuery } from '../../lib/run-queries';

/**
 * The latest training run, followed live as runs are elsewhere (asked again every 2 s while it is
 * queued or running): its status, progress and phase, or why it failed. `onEnded` when one seen under
 * way has ended, so that the model's figures are asked again.
 */
export function TrainingRun({ onEnded }: { onEnded: () => void }) {
  const _ = useT();
  const runs = useQuery(liveRunsQuery({ kind: 'secrets_ml_training', per_page: 1 }));
  const run = runs.data?.results[0];
  const active = useRef<number | null>(null);
  useEffect(() => {
    if (!run) return;
    if (!isEnded(run.status)) active.current = run.id;
    else if (active.current === run.id) {
      active.current = null;
      onEnded();
    }
  }, [run, onEnded]);
  if (!run) {
    return runs.isPending ? null : <Text size="sm">{_('ml-model.run.none')}</Text>;
  }
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <RunStatusBadge status={run.status} />
        <Text size="sm">{_('ml-model.run.created', { at: formatDateTime(run.created_at) })}</Text>
        <RunsLink runs={[run]} />
      </Group>
      {isEnded(run.status) ? null : <RunProgress run={run} />}
      {run.status === 'failed' && run.error ? (
        <Alert color="red" title={_('ml-model.run.failed')}>
          {run.error}
        </Alert>
      ) : null}
    </Stack>
  );
}
