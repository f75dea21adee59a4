import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { Policy } from '../../../contract/policies';
import { STAGES } from '../../../contract/stages';
import { RecordPage, useRecordPage } from '../../components/record-page';
import { RecordActions } from '../../components/record-actions';
import { FieldList } from '../../components/field-list';
import { proprietors } from '../../lib/catalog-queries';
import { ProjectLinks } from '../../components/project-links';
import { formatDateTime, yesNo } from '../../lib/format';
import { i18n, useT } from '../../lib/i18n';
import { STAGE_HELP_LABELS, STAGE_LABELS } from '../../lib/stage-labels';
import { useCanWriteArea } from '../../lib/use-is-administrator';
import { policyQuery } from './api';
import { ConditionTreeView } from './condition-tree-view';
import { LevelBadge } from '../../components/level-badge';
import { usePolicyActions } from './use-policy-actions';
import { paths, withQuery } from '../../lib/paths';
import { AuditHistory } from '../../components/audit-history';
import { PageSection } from '../../components/page-section';

/** Everyone may read a policy; administrators also get edit, copy and delete. */
export function PolicyDetailPage() {
  const _ = useT();
  const record = useRecordPage(policyQuery);
  const data = record.query.data;
  const isAdmin = useCanWriteArea('policies');
  const navigate = useNavigate();
  const actions = usePolicyActions({
    onCopied: (copy) => void navigate(paths.policy(copy.id)),
    onDeleted: () => void navigate(paths.policies),
  });

  return (
    <RecordPage
      record={record}
      noun="policy"
      back={{ to: paths.policies, label: _('policies.all') }}
      title={data?.name}
      actions={
        isAdmin && data ? (
          <RecordActions editTo={paths.editPolicy(data.id)} onDelete={() => void actions.deletePolicy(data)}>
            <Button variant="default" onClick={() => actions.copyPolicy(data)} loading={actions.pendingId === data.id}>
              {_('policies.copy')}
            </Button>
          </RecordActions>
        ) : null
      }
    >
      <Stack gap="xl">
        {data?.description ? <Text maw={760}>{data.description}</Text> : null}
        <PageSection id="policy-details" title={_('policies.detail.details')}>
          <PolicyFields policy={data} />
        </PageSection>
        <PageSection id="policy-conditions" title={_('policies.detail.conditions')} gap="xs">
          {data ? <ConditionTreeView tree={data.condition_tree} label={_('policies.detail.conditions')} /> : null}
        </PageSection>
        {data ? <AuditHistory objectType="policy" objectId={data.id} /> : null}
      </Stack>
      {actions.confirmModal}
    </RecordPage>
  );
}

function PolicyFields({ policy: p }: { policy: Policy | undefined }) {
  const _ = useT();
  return (
    <FieldList
      loading={!p}
      fields={[
        { label: _('policies.detail.level'), value: p ? <LevelBadge level={p.level} /> : null },
        {
          label: _('policies.detail.stages'),
          value: p
            ? STAGES.filter((s) => p.stages.includes(s))
                .map((s) => _('policies.detail.stage', { stage: STAGE_LABELS[s], help: STAGE_HELP_LABELS[s] }))
                .join(', ')
            : null,
        },
        { label: _('policies.detail.active'), value: p ? yesNo(p.is_active) : null },
        { label: _('policies.detail.blocks'), value: p ? blocksText(p) : null },
        { label: _('policies.detail.projects'), value: p ? <ProjectLinks ids={p.projects} /> : null },
        {
          label: _('policies.detail.alerts'),
          value: p ? (
            <Anchor component={Link} to={withQuery(paths.alerts, { policy: p.id })} size="sm">
              {_('policies.detail.alertsLink')}
            </Anchor>
          ) : null,
        },
        { label: _('policies.detail.proprietors'), value: p ? <ProprietorNames ids={p.proprietors} /> : null },
        { label: _('policies.detail.created'), value: formatDateTime(p?.created_at) },
        { label: _('policies.detail.updated'), value: formatDateTime(p?.updated_at) },
      ]}
    />
  );
}

/** "Yes", "Yes, once an alert is 7 days old" or "No". */
function blocksText(p: Policy): string {
  if (!p.is_blocks_build) return yesNo(false);
  if (p.block_delay_days === null) return yesNo(true);
  return i18n._('policies.detail.blocksAfter', { count: p.block_delay_days });
}

function ProprietorNames({ ids }: { ids: number[] }) {
  const _ = useT();
  const found = useQueries({ queries: ids.map((id) => proprietors.detail(id)) });
  if (ids.length === 0) return <>{_('policies.detail.noProprietors')}</>;
  return <>{ids.map((id, i) => found[i]?.data?.name ?? _('policies.detail.proprietorId', { id })).join(', ')}</>;
}
