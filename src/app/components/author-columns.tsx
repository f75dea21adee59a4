import type { Author } from '../../contract/catalog';
import { formatDate, formatNumber } from '../lib/format';
import { msg } from '../lib/i18n';
import { paths } from '../lib/paths';
import { LinesChanged, TechnologyBadges } from './author-cells';
import type { Column } from './data-table';
import { nameColumn } from './name-column';

/**
 * The columns of a list of authors: the Authors page (every project's figures, with the number of
 * projects) and a project's page (`withProjects: false`, the figures of that project alone).
 */
export function authorColumns({ withProjects }: { withProjects: boolean }): Column<Author>[] {
  return [
    nameColumn(msg('components.author.name'), paths.author),
    {
      key: 'email',
      header: msg('components.author.email'),
      sortField: 'email',
      cell: (row) => <span style={{ overflowWrap: 'anywhere' }}>{row.email}</span>,
    },
    {
      key: 'commits',
      header: msg('components.author.commits'),
      sortField: 'commits_count',
      nowrap: true,
      cell: (row) => formatNumber(row.commits_count),
    },
    {
      key: 'merges',
      header: msg('components.author.merges'),
      nowrap: true,
      cell: (row) => formatNumber(row.merges_count),
    },
    {
      key: 'lines',
      header: msg('components.author.lines'),
      sortField: 'lines_added',
      cell: (row) => <LinesChanged added={row.lines_added} removed={row.lines_removed} />,
    },
    {
      key: 'last_commit',
      header: msg('components.author.lastCommit'),
      sortField: 'last_commit_at',
      nowrap: true,
      cell: (row) =>
        row.last_commit_at ? <time dateTime={row.last_commit_at}>{formatDate(row.last_commit_at)}</time> : '—',
    },
    {
      key: 'active_months',
      header: msg('components.author.activeMonths'),
      nowrap: true,
      cell: (row) => formatNumber(row.active_months),
    },
    {
      key: 'technologies',
      header: msg('components.author.technologies'),
      minWidth: '10rem',
      cell: (row) => <TechnologyBadges technologies={row.technologies} limit />,
    },
    ...(withProjects
      ? [
          {
            key: 'projects',
            header: msg('components.author.projects'),
            nowrap: true,
            cell: (row: Author) => formatNumber(row.projects_count),
          },
        ]
      : []),
  ];
}
