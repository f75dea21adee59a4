import { Anchor, Code, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { SecretFinding } from '../../../contract/secrets';
import { Breakable } from '../../components/breakable';
import type { Column } from '../../components/data-table';
import { TargetLink } from '../../components/target-link';
import { formatDate } from '../../lib/format';
import { msg } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { CommitRef } from './commit-ref';
import { ProbabilityBar } from './probability-bar';
import { SecretStatusBadge } from './secret-status-badge';

/** `file:line`, the finding's own page; the commit it was last seen in under it. */
function Location({ finding }: { finding: SecretFinding }) {
  return (
    <Stack gap={2}>
      <Anchor
        component={Link}
        to={paths.secretFinding(finding.id)}
        size="sm"
        ff="monospace"
        style={{ overflowWrap: 'anywhere' }}
      >
        <Breakable text={`${finding.file}:${finding.start_line}`} />
      </Anchor>
      <CommitRef projectId={finding.project_id} commit={finding.commit} />
    </Stack>
  );
}

/** The finding list's columns (the page puts the selection box before them). */
export const secretColumns: Column<SecretFinding>[] = [
  {
    key: 'project',
    header: msg('secrets.column.project'),
    cell: (row) => <TargetLink projectId={row.project_id} containerImageId={null} />,
  },
  {
    key: 'rule',
    header: msg('secrets.column.rule'),
    cell: (row) => (
      <Stack gap={2}>
        <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {row.rule_id}
        </Text>
        <Text size="xs" c="dimmed">
          {row.description}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'location',
    header: msg('secrets.column.location'),
    width: '22%',
    cell: (row) => <Location finding={row} />,
  },
  {
    key: 'author',
    header: msg('secrets.column.author'),
    cell: (row) => (
      <Stack gap={2}>
        <Text size="sm">{row.author_name ?? '—'}</Text>
        {row.committed_at ? (
          <Text size="xs" c="dimmed" component="time" dateTime={row.committed_at}>
            {formatDate(row.committed_at)}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    key: 'masked',
    header: msg('secrets.column.masked'),
    nowrap: true,
    cell: (row) => <Code>{row.masked}</Code>,
  },
  {
    key: 'probability',
    header: msg('secrets.column.probability'),
    cell: (row) => <ProbabilityBar probability={row.probability} />,
  },
  {
    key: 'status',
    header: msg('secrets.column.status'),
    nowrap: true,
    cell: (row) => <SecretStatusBadge status={row.status} />,
  },
];
