import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { Policy } from '../../../contract/policies';
import { STAGE_HELP, STAGES } from '../../../contract/stages';
import { RecordPage, useRecordPage } from '../../components/record-page';
import { RecordActions } from '../../components/record-actions';
import { FieldList } from '../../components/field-list';
import { projects, proprietors } from '../../lib/catalog-queries';
import { formatDateTime, yesNo } from '../../lib/format';
import { STAGE_LABELS } from '../../lib/stage-labels';
import { useIsAdministrator } from '../../lib/use-is-administrator';
import { policyQuery } from './api';
import { ConditionList } from './condition-list';
import { LevelBadge } from '../../components/level-badge';
import { usePolicyActions } from './use-policy-actions';
import { paths } from '../../lib/paths';
import { PageSection } from '../../components/page-section';

/** Everyone may read a policy; administrators also get edit, copy and delete. */
export function PolicyDetailPage() {
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
      back={{ to: paths.policies, label: 'All policies' }}
      title={data?.name}
      actions={
        isAdmin && data ? (
          <RecordActions editTo={paths.editPolicy(data.id)} onDelete={() => void actions.deletePolicy(data)}>
            <Button variant="default" onClick={() => actions.copyPolicy(data)} loading={actions.pendingId === data.id}>
              Copy
            </Button>
          </RecordActions>
        ) : null
      }
    >
      <Stack gap="xl">
        {data?.description ? <Text maw={760}>{data.description}</Text> : null}
        <PageSection id="policy-details" title="Details">
          <PolicyFields policy={data} />
        </PageSection>
        <PageSection id="policy-conditions" title="Conditions" gap="xs">
          {data ? (
            <>
              <Text mb="sm">
                A dependency matches when it meets{' '}
                <strong>{data.conditions_connector === 'or' ? 'any of' : 'all of'}</strong> these conditions.
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
  return (
    <FieldList
      loading={!p}
      fields={[
        { label: 'Level', value: p ? <LevelBadge level={p.level} /> : null },
        {
          label: 'Stages',
          value: p
            ? STAGES.filter((s) => p.stages.includes(s))
                .map((s) => `${STAGE_LABELS[s]} (${STAGE_HELP[s]})`)
                .join(', ')
            : null,
        },
        { label: 'Active', value: p ? yesNo(p.is_active) : null },
        { label: 'Blocks the build', value: p ? yesNo(p.is_blocks_build) : null },
        { label: 'Projects', value: p ? <ProjectLinks ids={p.projects} /> : null },
        { label: 'Proprietors', value: p ? <ProprietorNames ids={p.proprietors} /> : null },
        { label: 'Created', value: formatDateTime(p?.created_at) },
        { label: 'Updated', value: formatDateTime(p?.updated_at) },
      ]}
    />
  );
}

function ProjectLinks({ ids }: { ids: number[] }) {
  const found = useQueries({ queries: ids.map((id) => projects.detail(id)) });
  if (ids.length === 0) return <>All projects</>;
  return (
    <Group gap="sm" wrap="wrap">
      {ids.map((id, i) => (
        <Anchor key={id} component={Link} to={paths.project(id)} size="sm">
          {found[i]?.data?.name ?? `Project #${id}`}
        </Anchor>
      ))}
    </Group>
  );
}

function ProprietorNames({ ids }: { ids: number[] }) {
  const found = useQueries({ queries: ids.map((id) => proprietors.detail(id)) });
  if (ids.length === 0) return <>None</>;
  return <>{ids.map((id, i) => found[i]?.data?.name ?? `Proprietor #${id}`).join(', ')}</>;
}
