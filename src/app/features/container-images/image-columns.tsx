import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { ContainerImage } from '../../../contract/catalog';
import { CopyValue } from '../../components/copy-value';
import type { Column } from '../../components/data-table';
import { formatDateTime } from '../../lib/format';
import { i18n, msg, useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';

/** `sha256:0123456789ab…`: enough to tell images apart; the copy button copies it whole. */
export const shortDigest = (digest: string) => {
  const [algorithm, hex] = digest.includes(':') ? digest.split(':', 2) : ['', digest];
  return hex && hex.length > 12 ? `${algorithm ? `${algorithm}:` : ''}${hex.slice(0, 12)}…` : digest;
};

/** When the image was last analysed, or that it never was. */
export const lastScaText = (image: ContainerImage) =>
  formatDateTime(image.last_sca_analysis_at, i18n._('container-images.never'));

export function RepositoryLink({ id, name }: { id: number; name: string | undefined }) {
  const _ = useT();
  return (
    <Anchor component={Link} to={paths.artifactRepository(id)} size="sm">
      {name ?? _('container-images.repositoryNumber', { id })}
    </Anchor>
  );
}

export function imageColumns(repositoryName: (id: number) => string | undefined): Column<ContainerImage>[] {
  return [
    {
      key: 'name',
      header: msg('container-images.name'),
      sortField: 'name',
      cell: (row) => (
        <Anchor component={Link} to={paths.containerImage(row.id)} size="sm" ff="monospace" fw={600}>
          {row.name}
        </Anchor>
      ),
    },
    {
      key: 'repository',
      header: msg('container-images.repository'),
      cell: (row) => (
        <RepositoryLink id={row.artifact_repository_id} name={repositoryName(row.artifact_repository_id)} />
      ),
    },
    {
      key: 'digest',
      header: msg('container-images.digest'),
      cell: (row) => (row.digest ? <CopyValue value={row.digest} display={shortDigest(row.digest)} size="xs" /> : '—'),
    },
    { key: 'dependencies', header: msg('container-images.dependencies'), cell: (row) => row.dependencies_count },
    {
      key: 'vulnerabilities',
      header: msg('container-images.vulnerabilities'),
      cell: (row) => row.vulnerabilities_count,
    },
    {
      key: 'last_sca',
      header: msg('container-images.lastSca'),
      sortField: 'last_sca_analysis_at',
      cell: lastScaText,
    },
  ];
}
