import { Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { isEnded } from '../../../contract/runs';
import { RecordPage, useRecordPage } from '../../components/record-page';
import { FieldList } from '../../components/field-list';
import { formatDateTime } from '../../lib/format';
import { RUN_KIND_LABELS } from '../../lib/run-queries';
import { useIsAdministrator } from '../../lib/use-is-administrator';
import { runQuery } from './api';
import { runDuration, useNow } from './duration';
import { canCancel, RunTarget } from './run-columns';
import { RunStatusBadge } from './run-status-badge';
import { useCancelRunAction } from './use-cancel-run';
import { paths } from '../../lib/paths';

/** One run, followed live until it ends. */
export function RunDetailPage() {
  const record = useRecordPage(runQuery);
  const isAdmin = useIsAdministrator();
  const cancel = useCancelRunAction();
  const r = record.query.data;
  const now = useNow(r !== undefined && !isEnded(r.status));

  return (
    <RecordPage
      record={record}
      noun="run"
      back={{ to: paths.runs, label: 'All runs' }}
      title={r ? `${RUN_KIND_LABELS[r.kind]} run #${r.id}` : `Run #${record.id}`}
      actions={
        isAdmin && r && canCancel(r) ? (
          <Button color="red.9" onClick={() => cancel.cancelRun(r)} loading={cancel.cancellingId === r.id}>
            Cancel run
          </Button>
        ) : null
      }
    >
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
        <Anchor component={Link} to={paths.runs} size="sm">
          All runs
        </Anchor>
      </Stack>
    </RecordPage>
  );
}
