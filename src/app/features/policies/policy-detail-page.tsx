import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import type { Policy } from '../../../contract/policies';
import { STAGE_HELP, STAGES } from '../../../contract/stages';
import { DetailError } from '../../components/detail-error';
import { FieldList } from '../../components/field-list';
import { PageHeader } from '../../components/page-header';
import { projects, proprietors } from '../../lib/catalog-queries';
import { parseId } from '../../lib/route-params';
import { formatDateTime, yesNo } from '../../lib/format';
import { STAGE_LABELS } from '../../lib/stage-labels';
import { useIsAdministrator } from '../../lib/use-is-administrator';
import { policyQuery } from './api';
import { ConditionList } from './condition-list';
import { LevelBadge } from '../../components/level-badge';
import { usePolicyActions } from './use-policy-actions';

/** Everyone may read a policy; administrators also get edit, copy and delete. */
export function PolicyDetailPage() {
  const { id: param } = useParams();
  const id = parseId(param);
  const policy = useQuery({ ...policyQuery(id ?? 0), enabled: id !== undefined });
  const isAdmin = useIsAdministrator();
  const navigate = useNavigate();
  const actions = usePolicyActions({
    onCopied: (copy) => void navigate(`/policies/${copy.id}`),
    onDeleted: () => void navigate('/policies'),
  });

  if (id === undefined || policy.isError) {
    return (
      <>
        <PageHeader title="Policy" />
        <DetailError
          error={policy.error}
          noun="policy"
          id={param}
          back={{ to: '/policies', label: 'All policies' }}
          onRetry={() => void policy.refetch()}
        />
      </>
    );
  }

  const data = policy.data;
  return (
    <>
      <PageHeader
        title={data?.name ?? 'Policy'}
        actions={
          isAdmin && data ? (
            <>
              <Button component={Link} to={`/policies/${data.id}/edit`} variant="default">
                Edit
              </Button>
              <Button
                variant="default"
                onClick={() => actions.copyPolicy(data)}
                loading={actions.pendingId === data.id}
              >
                Copy
              </Button>
              <Button color="red.9" onClick={() => void actions.deletePolicy(data)}>
                Delete
              </Button>
            </>
          ) : null
        }
      />
      <Stack gap="xl">
        {data?.description ? <Text maw={760}>{data.description}</Text> : null}
        <section aria-labelledby="policy-details">
          <Title order={2} size="h3" id="policy-details" mb="sm">
            Details
          </Title>
          <PolicyFields policy={data} />
        </section>
        <section aria-labelledby="policy-conditions">
          <Title order={2} size="h3" id="policy-conditions" mb="xs">
            Conditions
          </Title>
          {data ? (
            <>
              <Text mb="sm">
                A dependency matches when it meets{' '}
                <strong>{data.conditions_connector === 'or' ? 'any of' : 'all of'}</strong> these conditions.
              </Text>
              <ConditionList conditions={data.conditions} />
            </>
          ) : null}
        </section>
      </Stack>
      {actions.confirmModal}
    </>
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
        <Anchor key={id} component={Link} to={`/projects/${id}`} size="sm">
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
