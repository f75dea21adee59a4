import { Text } from '@mantine/core';
import type { Dependency } from '../../contract/catalog';
import { msg } from '../lib/i18n';
import { CopyValue } from './copy-value';
import type { Column } from './data-table';
import { paths } from '../lib/paths';
import { DependencyVulnerabilities, LicenseLinks } from './dependency-cells';
import { nameColumn } from './name-column';

/** Shared by the Dependencies page and every page that lists dependencies of something. */
export const DEPENDENCY_COLUMNS: Column<Dependency>[] = [
  nameColumn(msg('components.dependency.name'), paths.dependency),
  {
    key: 'version',
    header: msg('components.dependency.version'),
    sortField: 'version',
    cell: (row) => (
      <Text size="sm" ff="monospace">
        {row.version}
      </Text>
    ),
  },
  {
    key: 'technology',
    header: msg('components.dependency.technology'),
    sortField: 'technology',
    cell: (row) => row.technology,
  },
  {
    key: 'purl',
    header: msg('components.dependency.purl'),
    sortField: 'purl',
    // Two lines for most purls at 1280 px (a wide Name column once squeezed it to four).
    minWidth: '16rem',
    cell: (row) => <CopyValue value={row.purl} size="xs" />,
  },
  {
    key: 'licenses',
    header: msg('components.dependency.licenses'),
    cell: (row) => <LicenseLinks licenses={row.licenses} />,
  },
  {
    key: 'vulnerabilities',
    header: msg('components.dependency.vulnerabilities'),
    cell: (row) => <DependencyVulnerabilities dependency={row} />,
  },
  { key: 'projects', header: msg('components.dependency.projects'), cell: (row) => row.projects_count },
];
