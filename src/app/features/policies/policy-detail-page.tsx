import { Trans } from '@lingui/react';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { Policy } from '../../../contract/policies';
import { STAGES } from '../../../contract/stages';
import { RecordPage, useRecordPage } from '../../components/record-page';
import { RecordActions } from '../../components/record-actions';
import { FieldList } from '../../components/field-list';
import { projects, proprietors } from '../../lib/catalog-queries';
import { formatDateTime, yesNo } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { STAGE_HELP_LABELS, STAGE_LABELS } from '../../lib/stage-labels';
import { useIsAdministrator } from '../../lib/use-is-administrator';
import { policyQuery } from './api';
import { ConditionList } from './condition-list';
import { LevelBadge } from '../../components/level-badge';
import { usePolicyActions } from './use-policy-actions';
import { paths } from '../../lib/paths';
import { PageSection } from '../../components/page-section';

/** Everyone may read a policy; administrators also get edit, copy and delete. */
export function PolicyDetailPage() {
  const _ = useT();
  const record = useRecordPage(policyQuery);
  const data = record.query.data;
  const isAdmin = useIsAdministrator();
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
        {data ? (
          <Anchor component={Link} to={`${paths.alerts}?policy=${data.id}`} w="fit-content">
            {_('policies.detail.alerts')}
          </Anchor>
        ) : null}
        <PageSection id="policy-details" title={_('policies.detail.details')}>
          <PolicyFields policy={data} />
        </PageSection>
        <PageSection id="policy-conditions" title={_('policies.detail.conditions')} gap="xs">
          {data ? (
            <>
              <Text mb="sm">
                {data.conditions_connector === 'or' ? (
                  <Trans id="policies.detail.matchAny" components={{ 0: <strong /> }} />
                ) : (
                  <Trans id="policies.detail.matchAll" components={{ 0: <strong /> }} />
                )}
              </Text>
              <ConditionList conditions={data.conditions} />
            </>
          ) : null}
        </PageSection>
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
        { label: _('policies.detail.blocks'), value: p ? yesNo(p.is_blocks_build) : null },
        { label: _('policies.detail.projects'), value: p ? <ProjectLinks ids={p.projects} /> : null },
        { label: _('policies.detail.proprietors'), value: p ? <ProprietorNames ids={p.proprietors} /> : null },
        { label: _('policies.detail.created'), value: formatDateTime(p?.created_at) },
        { label: _('policies.detail.updated'), value: formatDateTime(p?.updated_at) },
      ]}
    />
  );
}

function ProjectLinks({ ids }: { ids: number[] }) {
  const _ = useT();
  const found = useQueries({ queries: ids.map((id) => projects.detail(id)) });
  if (ids.length === 0) return <>{_('policies.detail.allProjects')}</>;
  return (
    <Group gap="sm" wrap="wrap">
      {ids.map((id, i) => (
        <Anchor key={id} component={Link} to={paths.project(id)} size="sm">
          {found[i]?.data?.name ?? _('policies.detail.projectId', { id })}
        </Anchor>
      ))}
    </Group>
  );
}

function ProprietorNames({ ids }: { ids: number[] }) {
  const _ = useT();
  const found = useQueries({ queries: ids.map((id) => proprietors.detail(id)) });
  if (ids.length === 0) return <>{_('policies.detail.noProprietors')}</>;
  return <>{ids.map((id, i) => found[i]?.data?.name ?? _('policies.detail.proprietorId', { id })).join(', ')}</>;
}
