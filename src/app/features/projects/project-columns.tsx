import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { Project } from '../../../contract/projects';
import type { Column } from '../../components/data-table';
import { formatDateTime, yesNo } from '../../lib/format';
import { STAGE_LABELS } from '../../lib/stage-labels';
import { TYPE_LABELS } from './api';
import { paths } from '../../lib/paths';

export const PROJECT_COLUMNS: Column<Project>[] = [
  {
    key: 'name',
    header: 'Name',
    sortField: 'name',
    cell: (row) => (
      <Anchor component={Link} to={paths.project(row.id)} size="sm" fw={600}>
        {row.name}
      </Anchor>
    ),
  },
  { key: 'type', header: 'Type', sortField: 'type', cell: (row) => TYPE_LABELS[row.type] },
  { key: 'stage', header: 'Stage', sortField: 'stage', cell: (row) => STAGE_LABELS[row.stage] },
  { key: 'dependencies', header: 'Dependencies', cell: (row) => row.dependencies_count },
  { key: 'vulnerabilities', header: 'Vulnerabilities', cell: (row) => row.vulnerabilities_count },
  {
    key: 'last_sca',
    header: 'Last SCA',
    sortField: 'last_sca_analysis_at',
    cell: (row) =>
      row.last_sca_analysis_at ? (
        <time dateTime={row.last_sca_analysis_at}>{formatDateTime(row.last_sca_analysis_at)}</time>
      ) : (
        'Never'
      ),
  },
  { key: 'active', header: 'Active', cell: (row) => yesNo(row.is_active) },
];
