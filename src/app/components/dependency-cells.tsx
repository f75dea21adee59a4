/** What a dependency links to, in its row of a table and on its own page. */
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Dependency } from '../../contract/catalog';
import { useT } from '../lib/i18n';
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
