import { Button, Group, NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LEVELS, type Level } from '../../../contract/policies';
import { STAGES, type Stage } from '../../../contract/stages';
import { ActiveFilters, listFilterChips } from '../../components/active-filters';
import { DataTable } from '../../components/data-table';
import { filterOptions, withCurrent, YES_NO_OPTIONS } from '../../components/filter-options';
import { listTableProps } from '../../components/list-table-props';
import { PageHeader } from '../../components/page-header';
import { SearchInput } from '../../components/search-input';
import { projects } from '../../lib/catalog-queries';
import { parseId } from '../../lib/route-params';
import { yesNo } from '../../lib/format';
import { STAGE_LABELS } from '../../lib/stage-labels';
import { useIsAdministrator } from '../../lib/use-is-administrator';
import { useListParams } from '../../lib/use-list-params';
import { useResetInvalidPage } from '../../lib/use-reset-invalid-page';
import { LEVEL_TEXT } from '../../components/level-badge';
import { policiesQuery } from './api';
import { policyColumns } from './policy-columns';
import { usePolicyActions } from './use-policy-actions';

// `project` has no control here: it comes from a project's page and shows as a chip.
const FILTERS = ['level', 'stage', 'is_active', 'project'] as const;
const LEVEL_OPTIONS = filterOptions('All levels', LEVELS, (l) => LEVEL_TEXT[l as Level]);
const STAGE_OPTIONS = filterOptions('All stages', STAGES, (s) => STAGE_LABELS[s as Stage]);

export function PoliciesPage() {
  const list = useListParams(FILTERS);
  const result = useQuery(policiesQuery(list.query));
  useResetInvalidPage(result.error, list.page, list.setPage);
  const isAdmin = useIsAdministrator();
  const actions = usePolicyActions();

  const projectId = parseId(list.filters.project);
  const project = useQuery({ ...projects.detail(projectId ?? 0), enabled: projectId !== undefined });
  const chips = listFilterChips(list, {
    level: (v) => `Level: ${LEVEL_TEXT[v as Level] ?? v}`,
    stage: (v) => `Stage: ${STAGE_LABELS[v as Stage] ?? v}`,
    is_active: (v) => `Active: ${yesNo(v === 'true')}`,
    project: (v) => `Applies to project: ${project.data?.name ?? `#${v}`}`,
  });

  return (
    <>
      <PageHeader
        title="Policies"
        actions={
          isAdmin ? (
            <Button component={Link} to="/policies/new">
              New policy
            </Button>
          ) : null
        }
      />
      <Group align="flex-end" gap="md" mb="md" wrap="wrap">
        <SearchInput label="Search policies" value={list.search} onSearch={list.setSearch} />
        <NativeSelect
          label="Level"
          value={list.filters.level}
          data={withCurrent(LEVEL_OPTIONS, list.filters.level)}
          onChange={(event) => list.setFilter('level', event.currentTarget.value)}
        />
        <NativeSelect
          label="Stage"
          value={list.filters.stage}
          data={withCurrent(STAGE_OPTIONS, list.filters.stage)}
          onChange={(event) => list.setFilter('stage', event.currentTarget.value)}
        />
        <NativeSelect
          label="Active"
          value={list.filters.is_active}
          data={withCurrent(YES_NO_OPTIONS, list.filters.is_active)}
          onChange={(event) => list.setFilter('is_active', event.currentTarget.value)}
        />
      </Group>
      <ActiveFilters filters={chips} onClear={list.clearFilters} />
      <DataTable
        label="Policies"
        columns={policyColumns(
          isAdmin
            ? {
                onCopy: actions.copyPolicy,
                onDelete: (p) => void actions.deletePolicy(p),
                pendingId: actions.pendingId,
              }
            : undefined,
        )}
        rowKey={(row) => row.id}
        {...listTableProps(list, result)}
        emptyMessage={
          chips.length > 0
            ? 'No policies match these filters. Change or clear them.'
            : isAdmin
              ? 'No policies yet. Create one with "New policy".'
              : 'No policies yet. An administrator can create them.'
        }
      />
      {actions.confirmModal}
    </>
  );
}
