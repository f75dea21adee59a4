import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { isEnded } from '../../../contract/runs';
import { DetailError } from '../../components/detail-error';
import { FieldList } from '../../components/field-list';
import { PageHeader } from '../../components/page-header';
import { parseId } from '../../lib/route-params';
import { formatDateTime } from '../../lib/format';
import { RUN_KIND_LABELS } from '../../lib/run-queries';
import { useIsAdministrator } from '../../lib/use-is-administrator';
import { runQuery } from './api';
import { runDuration, useNow } from './duration';
import { canCancel, RunTarget } from './run-columns';
import { RunStatusBadge } from './run-status-badge';
import { useCancelRunAction } from './use-cancel-run';

/** One run, followed live until it ends. */
export function RunDetailPage() {
  const { id: param } = useParams();
  const id = parseId(param);
  const run = useQuery({ ...runQuery(id ?? 0), enabled: id !== undefined });
  const isAdmin = useIsAdministrator();
  const cancel = useCancelRunAction();
  const r = run.data;
  const now = useNow(r !== undefined && !isEnded(r.status));

  if (id === undefined || run.isError) {
    return (
      <>
        <PageHeader title="Run" />
        <DetailError
          error={run.error}
          noun="run"
          id={param}
          back={{ to: '/runs', label: 'All runs' }}
          onRetry={() => void run.refetch()}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={r ? `${RUN_KIND_LABELS[r.kind]} run #${r.id}` : `Run #${id}`}
        actions={
          isAdmin && r && canCancel(r) ? (
            <Button color="red.9" onClick={() => cancel.cancelRun(r)} loading={cancel.cancellingId === r.id}>
              Cancel run
            </Button>
          ) : null
        }
      />
      {cancel.failureAlert}
      <Stack gap="lg">
        <FieldList
          loading={!r}
          fields={[
            { label: 'Kind', value: r ? RUN_KIND_LABELS[r.kind] : null },
            { label: 'Target', value: r ? <RunTarget run={r} /> : null },
            { label: 'Status', value: r ? <RunStatusBadge status={r.status} /> : null },
            { label: 'Queued', value: formatDateTime(r?.created_at) },
            { label: 'Started', value: formatDateTime(r?.started_at, 'Not yet') },
            { label: 'Finished', value: formatDateTime(r?.finished_at, r && isEnded(r.status) ? '—' : 'Not yet') },
            { label: 'Duration', value: r ? runDuration(r, now) : null },
            ...(r?.error
              ? [
                  {
                    label: 'Error',
                    value: (
                      <Text size="sm" c="var(--mantine-color-error)">
                        {r.error}
                      </Text>
                    ),
                  },
                ]
              : []),
          ]}
        />
        <Anchor component={Link} to="/runs" size="sm">
          All runs
        </Anchor>
      </Stack>
    </>
  );
}
