import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Dependency } from '../../contract/catalog';
import { msg, useT } from '../lib/i18n';
import { Breakable } from './breakable';
import { CopyValue } from './copy-value';
import type { Column } from './data-table';
import { paths, withQuery } from '../lib/paths';

/** Licenses are found by their SPDX id on the Licenses page. */
const licenseHref = (spdx: string) => withQuery(paths.licenses, { search: spdx });

export function LicenseLinks({ licenses }: { licenses: string[] }) {
  if (licenses.length === 0) return <Text size="sm">—</Text>;
  return (
    <Group gap={8} wrap="wrap">
      {licenses.map((spdx) => (
        <Anchor
          key={spdx}
          component={Link}
          to={licenseHref(spdx)}
          size="sm"
          ff="monospace"
          style={{ whiteSpace: 'nowrap' }}
        >
          {spdx}
        </Anchor>
      ))}
    </Group>
  );
}

/** The count, linked to the vulnerabilities list filtered to this dependency. */
export function DependencyVulnerabilities({ dependency }: { dependency: Dependency }) {
  const _ = useT();
  const count = dependency.vulnerabilities_count;
  if (count === 0) return <>{count}</>;
  return (
    <Anchor
      component={Link}
      to={withQuery(paths.vulnerabilities, { dependency: dependency.id })}
      size="sm"
      aria-label={_('components.dependency.vulnerabilitiesIn', {
        count,
        name: dependency.name,
        version: dependency.version,
      })}
    >
      {count}
    </Anchor>
  );
}

/** Shared by the Dependencies page and every page that lists dependencies of something. */
export const DEPENDENCY_COLUMNS: Column<Dependency>[] = [
  {
    key: 'name',
    header: msg('components.dependency.name'),
    sortField: 'name',
    cell: (row) => (
      <Anchor component={Link} to={paths.dependency(row.id)} size="sm" fw={600} style={{ overflowWrap: 'break-word' }}>
        <Breakable text={row.name} />
      </Anchor>
    ),
  },
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
