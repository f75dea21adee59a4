import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { ArtifactRepository } from '../../../contract/catalog';
import type { Column } from '../../components/data-table';
import { filterOptions } from '../../components/filter-options';
import { ListPage, useListPage } from '../../components/list-page';
import { artifactRepositories } from '../../lib/catalog-queries';
import { paths } from '../../lib/paths';
import { RepositoryUrl } from './repository-link';

/** The kinds the contract names plus the usual others; the column is free text, so a kind from the URL is kept. */
const KINDS = ['docker', 'maven', 'npm', 'nuget', 'pypi', 'go', 'deb', 'generic'] as const;
const SELECTS = [{ name: 'kind', label: 'Kind', options: filterOptions('All kinds', KINDS) }] as const;

const COLUMNS: Column<ArtifactRepository>[] = [
  {
    key: 'name',
    header: 'Name',
    sortField: 'name',
    cell: (row) => (
      <Anchor component={Link} to={paths.artifactRepository(row.id)} size="sm" fw={600}>
        {row.name}
      </Anchor>
    ),
  },
  { key: 'kind', header: 'Kind', sortField: 'kind', cell: (row) => row.kind },
  { key: 'url', header: 'URL', cell: (row) => <RepositoryUrl url={row.url} /> },
];

export function ArtifactRepositoriesPage() {
  const { list, result } = useListPage(artifactRepositories.list, ['kind'] as const);
  return (
    <ListPage
      title="Artifact repositories"
      list={list}
      result={result}
      searchLabel="Search artifact repositories"
      selects={SELECTS}
      chips={{ kind: (v) => `Kind: ${v}` }}
      label="Artifact repositories"
      columns={COLUMNS}
      filteredMessage="No artifact repositories match these filters. Change or clear them."
      emptyMessage="No artifact repositories are connected yet."
    />
  );
}
