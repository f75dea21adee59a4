import type { MessageDescriptor } from '@lingui/core';
import { Stack, Text } from '@mantine/core';
import type { Dependency } from '../../../contract/catalog';
import type { Column } from '../../components/data-table';
import { DEPENDENCY_COLUMNS } from '../../components/dependency-columns';
import { i18n, msg } from '../../lib/i18n';

type Relation = NonNullable<Dependency['relation']>;
const RELATION_LABELS: Record<Relation, MessageDescriptor> = {
  direct: msg('projects.dependency.direct'),
  transitive: msg('projects.dependency.transitive'),
};

/** `['express@4.17.1', 'body-parser@1.19.0']` → `express@4.17.1 › body-parser@1.19.0`. */
const chainText = (chain: readonly string[]) => chain.join(' › ');

const shared = (key: string) => DEPENDENCY_COLUMNS.find((column) => column.key === key);

/**
 * A project's dependencies as its analysis found them (CONTRACT §16, `?project=ID`): how the project
 * depends on each (direct or transitive; "—" where its file does not say), the files it came from, and
 * the chain from a direct dependency that pulls it in, beside the shared columns.
 */
export const PROJECT_DEPENDENCY_COLUMNS: Column<Dependency>[] = [
  ...['name', 'version', 'technology'].flatMap((key) => shared(key) ?? []),
  {
    key: 'relation',
    header: msg('projects.dependency.relation'),
    nowrap: true,
    cell: (row) => (row.relation ? i18n._(RELATION_LABELS[row.relation]) : '—'),
  },
  {
    key: 'paths',
    header: msg('projects.dependency.paths'),
    minWidth: '10rem',
    cell: (row) =>
      row.paths && row.paths.length > 0 ? (
        <Stack gap={2}>
          {row.paths.map((path) => (
            <Text key={path} size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {path}
            </Text>
          ))}
        </Stack>
      ) : (
        '—'
      ),
  },
  {
    key: 'introduced_through',
    header: msg('projects.dependency.introducedThrough'),
    minWidth: '12rem',
    cell: (row) =>
      row.introduced_through && row.introduced_through.length > 0 ? (
        <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {chainText(row.introduced_through)}
        </Text>
      ) : (
        '—'
      ),
  },
  ...['licenses', 'vulnerabilities'].flatMap((key) => shared(key) ?? []),
];
