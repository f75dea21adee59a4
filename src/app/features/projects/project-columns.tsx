import type { Project } from '../../../contract/projects';
import type { Column } from '../../components/data-table';
import { nameColumn } from '../../components/name-column';
import { formatDateTime, yesNo } from '../../lib/format';
import { i18n, msg } from '../../lib/i18n';
import { STAGE_LABELS } from '../../lib/stage-labels';
import { TYPE_LABELS } from './api';
import { paths } from '../../lib/paths';

export const PROJECT_COLUMNS: Column<Project>[] = [
  nameColumn(msg('projects.name'), paths.project),
  { key: 'type', header: msg('projects.type'), sortField: 'type', cell: (row) => i18n._(TYPE_LABELS[row.type]) },
  { key: 'stage', header: msg('projects.stage'), sortField: 'stage', cell: (row) => STAGE_LABELS[row.stage] },
  { key: 'dependencies', header: msg('projects.dependencies'), cell: (row) => row.dependencies_count },
  { key: 'vulnerabilities', header: msg('projects.vulnerabilities'), cell: (row) => row.vulnerabilities_count },
  {
    key: 'last_sca',
    header: msg('projects.lastSca'),
    sortField: 'last_sca_analysis_at',
    cell: (row) =>
      row.last_sca_analysis_at ? (
        <time dateTime={row.last_sca_analysis_at}>{formatDateTime(row.last_sca_analysis_at)}</time>
      ) : (
        i18n._('projects.never')
      ),
  },
  { key: 'active', header: msg('projects.active'), cell: (row) => yesNo(row.is_active) },
];
