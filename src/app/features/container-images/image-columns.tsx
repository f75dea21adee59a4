import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { ContainerImage } from '../../../contract/catalog';
import { CopyValue } from '../../components/copy-value';
import type { Column } from '../../components/data-table';
import { formatDateTime } from '../../lib/format';
import { paths } from '../../lib/paths';

/** `sha256:0123456789ab…`: enough to tell images apart; the copy button copies it whole. */
const shortDigest = (digest: string) => {
  const [algorithm, hex] = digest.includes(':') ? digest.split(':', 2) : ['', digest];
  return hex && hex.length > 12 ? `${algorithm ? `${algorithm}:` : ''}${hex.slice(0, 12)}…` : digest;
};

export function RepositoryLink({ id, name }: { id: number; name: string | undefined }) {
  return (
    <Anchor component={Link} to={paths.artifactRepository(id)} size="sm">
      {name ?? `Repository #${id}`}
    </Anchor>
  );
}

export function imageColumns(repositoryName: (id: number) => string | undefined): Column<ContainerImage>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      sortField: 'name',
      cell: (row) => (
        <Anchor component={Link} to={paths.containerImage(row.id)} size="sm" ff="monospace" fw={600}>
          {row.name}
        </Anchor>
      ),
    },
    {
      key: 'repository',
      header: 'Repository',
      cell: (row) => (
        <RepositoryLink id={row.artifact_repository_id} name={repositoryName(row.artifact_repository_id)} />
      ),
    },
    {
      key: 'digest',
      header: 'Digest',
      cell: (row) => <CopyValue value={row.digest} display={shortDigest(row.digest)} size="xs" />,
    },
    { key: 'dependencies', header: 'Dependencies', cell: (row) => row.dependencies_count },
    { key: 'vulnerabilities', header: 'Vulnerabilities', cell: (row) => row.vulnerabilities_count },
    {
      key: 'last_sca',
      header: 'Last SCA',
      sortField: 'last_sca_analysis_at',
      cell: (row) => formatDateTime(row.last_sca_analysis_at, 'Never'),
    },
  ];
}
