import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { PROJECT_TYPES, type ProjectType } from '../../../contract/projects';
import { STAGES, type Stage } from '../../../contract/stages';
import { filterOptions, YES_NO_OPTIONS } from '../../components/filter-options';
import { ListPage, useListPage } from '../../components/list-page';
import { proprietors } from '../../lib/catalog-queries';
import { yesNo } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useRecord } from '../../lib/resource-queries';
import { parseId } from '../../lib/route-params';
import { STAGE_LABELS } from '../../lib/stage-labels';
import { useIsAdministrator } from '../../lib/use-is-administrator';
import { projectsQuery, TYPE_LABELS } from './api';
import { PROJECT_COLUMNS } from './project-columns';

const FILTERS = ['type', 'stage', 'is_active', 'proprietor'] as const;
const SELECTS = [
  {
    name: 'type',
    label: 'Type',
    options: filterOptions('All types', PROJECT_TYPES, (t) => TYPE_LABELS[t as ProjectType]),
  },
  { name: 'stage', label: 'Stage', options: filterOptions('All stages', STAGES, (s) => STAGE_LABELS[s as Stage]) },
  { name: 'is_active', label: 'Active', options: YES_NO_OPTIONS },
] as const;

export function ProjectsPage() {
  const { list, result } = useListPage(projectsQuery, FILTERS);
  const isAdmin = useIsAdministrator();
  // The proprietor filter comes from a link (the Proprietors page): name it if it can be found.
  const proprietor = useRecord(proprietors.detail, parseId(list.filters.proprietor));

  return (
    <ListPage
      title="Projects"
      actions={
        isAdmin ? (
          <Button component={Link} to={paths.newProject}>
            New project
          </Button>
        ) : null
      }
      list={list}
      result={result}
      searchLabel="Search projects"
      selects={SELECTS}
      chips={{
        type: (v) => `Type: ${TYPE_LABELS[v as ProjectType] ?? v}`,
        stage: (v) => `Stage: ${STAGE_LABELS[v as Stage] ?? v}`,
        is_active: (v) => `Active: ${yesNo(v === 'true')}`,
        proprietor: (v) => `Proprietor: ${proprietor.data?.name ?? `#${v}`}`,
      }}
      label="Projects"
      columns={PROJECT_COLUMNS}
      filteredMessage="No projects match these filters. Change or clear them."
      emptyMessage={
        isAdmin
          ? 'No projects yet. Create one with "New project".'
          : 'No projects yet. An administrator can create them.'
      }
    />
  );
}
