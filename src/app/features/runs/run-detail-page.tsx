import { Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { isEnded } from '../../../contract/runs';
import { RecordPage, useRecordPage } from '../../components/record-page';
import { FieldList } from '../../components/field-list';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { RUN_KIND_LABELS } from '../../lib/run-queries';
import { useCanWriteArea } from '../../lib/use-is-administrator';
import { runQuery } from './api';
import { runDuration, useNow } from './duration';
import { canCancel, RunTarget } from './run-columns';
import { RunStatusBadge } from './run-status-badge';
import { RunSummarySection } from './run-summary';
import { useCancelRunAction } from './use-cancel-run';
import { paths } from '../../lib/paths';

/** One run, followed live until it ends. */
export function RunDetailPage() {
  const _ = useT();
  const record = useRecordPage(runQuery);
  const isAdmin = useCanWriteArea('runs');
  const cancel = useCancelRunAction();
  const r = record.query.data;
  const now = useNow(r !== undefined && !isEnded(r.status));

  return (
    <RecordPage
      record={record}
      noun="run"
      back={{ to: paths.runs, label: _('runs.all') }}
      title={
        r
          ? _('runs.detail.title', { kind: RUN_KIND_LABELS[r.kind], id: r.id })
          : _('runs.detail.titleById', { id: record.id })
      }
      actions={
        isAdmin && r && canCancel(r) ? (
          <Button color="red.9" onClick={() => cancel.cancelRun(r)} loading={cancel.cancellingId === r.id}>
            {_('runs.cancelRun')}
          </Button>
        ) : null
      }
    >
      {cancel.failureAlert}
      <Stack gap="lg">
        <FieldList
          loading={!r}
          fields={[
            { label: _('runs.kind'), value: r ? RUN_KIND_LABELS[r.kind] : null },
            { label: _('runs.target'), value: r ? <RunTarget run={r} /> : null },
            { label: _('runs.status'), value: r ? <RunStatusBadge status={r.status} /> : null },
            { label: _('runs.queuedAt'), value: formatDateTime(r?.created_at) },
            { label: _('runs.started'), value: formatDateTime(r?.started_at, _('runs.notYet')) },
            {
              label: _('runs.finished'),
              value: formatDateTime(r?.finished_at, r && isEnded(r.status) ? '—' : _('runs.notYet')),
            },
            { label: _('runs.duration'), value: r ? runDuration(r, now) : null },
            ...(r?.error
              ? [
                  {
                    label: _('runs.error'),
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
        {r?.summary ? <RunSummarySection run={r} summary={r.summary} /> : null}
        <Anchor component={Link} to={paths.runs} size="sm">
          {_('runs.all')}
        </Anchor>
      </Stack>
    </RecordPage>
  );
}
