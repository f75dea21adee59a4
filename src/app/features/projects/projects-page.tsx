import { Button, Group, NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PROJECT_TYPES, type ProjectType } from '../../../contract/projects';
import { STAGES, type Stage } from '../../../contract/stages';
import { ActiveFilters, listFilterChips } from '../../components/active-filters';
import { filterOptions, YES_NO_OPTIONS } from '../../components/filter-options';
import { DataTable } from '../../components/data-table';
import { listTableProps } from '../../components/list-table-props';
import { PageHeader } from '../../components/page-header';
import { SearchInput } from '../../components/search-input';
import { proprietors } from '../../lib/catalog-queries';
import { parseId } from '../../lib/route-params';
import { yesNo } from '../../lib/format';
import { useIsAdministrator } from '../../lib/use-is-administrator';
import { useListParams } from '../../lib/use-list-params';
import { useResetInvalidPage } from '../../lib/use-reset-invalid-page';
import { STAGE_LABELS } from '../../lib/stage-labels';
import { projectsQuery, TYPE_LABELS } from './api';
import { PROJECT_COLUMNS } from './project-columns';

const FILTERS = ['type', 'stage', 'is_active', 'proprietor'] as const;
const TYPE_OPTIONS = filterOptions('All types', PROJECT_TYPES, (t) => TYPE_LABELS[t as ProjectType]);
const STAGE_OPTIONS = filterOptions('All stages', STAGES, (s) => STAGE_LABELS[s as Stage]);

export function ProjectsPage() {
  const list = useListParams(FILTERS);
  const result = useQuery(projectsQuery(list.query));
  useResetInvalidPage(result.error, list.page, list.setPage);
  const isAdmin = useIsAdministrator();

  // The proprietor filter comes from a link (the Proprietors page): name it if it can be found.
  const proprietorId = parseId(list.filters.proprietor);
  const proprietor = useQuery({ ...proprietors.detail(proprietorId ?? 0), enabled: proprietorId !== undefined });

  const chips = listFilterChips(list, {
    type: (v) => `Type: ${TYPE_LABELS[v as ProjectType] ?? v}`,
    stage: (v) => `Stage: ${STAGE_LABELS[v as Stage] ?? v}`,
    is_active: (v) => `Active: ${yesNo(v === 'true')}`,
    proprietor: (v) => `Proprietor: ${proprietor.data?.name ?? `#${v}`}`,
  });

  return (
    <>
      <PageHeader
        title="Projects"
        actions={
          isAdmin ? (
            <Button component={Link} to="/settings/projects/new">
              New project
            </Button>
          ) : null
        }
      />
      <Group align="flex-end" gap="md" mb="md" wrap="wrap">
        <SearchInput label="Search projects" value={list.search} onSearch={list.setSearch} />
        <NativeSelect
          label="Type"
          value={list.filters.type}
          data={TYPE_OPTIONS}
          onChange={(event) => list.setFilter('type', event.currentTarget.value)}
        />
        <NativeSelect
          label="Stage"
          value={list.filters.stage}
          data={STAGE_OPTIONS}
          onChange={(event) => list.setFilter('stage', event.currentTarget.value)}
        />
        <NativeSelect
          label="Active"
          value={list.filters.is_active}
          data={YES_NO_OPTIONS}
          onChange={(event) => list.setFilter('is_active', event.currentTarget.value)}
        />
      </Group>
      <ActiveFilters filters={chips} onClear={list.clearFilters} />
      <DataTable
        label="Projects"
        columns={PROJECT_COLUMNS}
        rowKey={(row) => row.id}
        {...listTableProps(list, result)}
        emptyMessage={
          chips.length > 0
            ? 'No projects match these filters. Change or clear them.'
            : isAdmin
              ? 'No projects yet. Create one with "New project".'
              : 'No projects yet. An administrator can create them.'
        }
      />
    </>
  );
}
