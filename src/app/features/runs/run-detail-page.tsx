import { Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { isEnded } from '../../../contract/runs';
import { FieldList } from '../../components/field-list';
import { RecordPage, useRecordPage } from '../../components/record-page';
import { RunTarget } from '../../components/run-columns';
import { runDuration, useNow } from '../../components/run-duration';
import { RunProgress } from '../../components/run-progress';
import { RunStatusBadge } from '../../components/run-status-badge';
import { useCancelRunAction } from '../../components/use-cancel-run';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { canCancel, RUN_KIND_LABELS } from '../../lib/run-queries';
import { useCanWriteArea } from '../../lib/use-is-administrator';
import { runQuery } from './api';
import { RunSummarySection } from './run-summary';

/** One run, followed live until it ends: its progress and phase while it runs, then what it found. */
export function RunDetailPage() {
  const _ = useT();
  const record = useRecordPage(runQuery);
  const isAdmin = useCanWriteArea('runs');
  const cancel = useCancelRunAction();
  const r = record.query.data;
  const active = r !== undefined && !isEnded(r.status);
  const now = useNow(active);

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
            { label: _('components.run.kind'), value: r ? RUN_KIND_LABELS[r.kind] : null },
            { label: _('components.run.target'), value: r ? <RunTarget run={r} /> : null },
            { label: _('components.run.status'), value: r ? <RunStatusBadge status={r.status} /> : null },
            ...(active ? [{ label: _('components.run.progress'), value: <RunProgress run={r} /> }] : []),
            { label: _('runs.queuedAt'), value: formatDateTime(r?.created_at) },
            { label: _('components.run.started'), value: formatDateTime(r?.started_at, _('components.run.notYet')) },
            {
              label: _('runs.finished'),
              value: formatDateTime(r?.finished_at, r && isEnded(r.status) ? '—' : _('components.run.notYet')),
            },
            { label: _('components.run.duration'), value: r ? runDuration(r, now) : null },
            ...(r?.error
              ? [
                  {
                    label: _('components.run.error'),
                    value: (
                      <Text size="sm" c="var(--mantine-color-error)" style={{ overflowWrap: 'anywhere' }}>
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
