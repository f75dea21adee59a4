import { Anchor, Box, Skeleton, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AuthorActivity } from '../../../contract/catalog';
import { LinesChanged } from '../../components/author-cells';
import { formatDate, formatNumber } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';

/** The author's figures in each project, most commits first, each project linked to its page. */
export function AuthorProjects({ projects }: { projects: AuthorActivity['projects'] | undefined }) {
  const _ = useT();
  if (!projects) return <Skeleton height={120} />;
  if (projects.length === 0) return <Text size="sm">{_('authors.projects.none')}</Text>;
  return (
    // Scrolls by itself when narrower than its columns (Table.ScrollContainer would bring ScrollArea, 20 kB).
    <Box style={{ overflowX: 'auto' }}>
      <Table aria-labelledby="author-projects" striped miw={480}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{_('authors.projects.project')}</Table.Th>
            <Table.Th ta="right">{_('authors.commits')}</Table.Th>
            <Table.Th>{_('authors.lines')}</Table.Th>
            <Table.Th>{_('authors.lastCommit')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {projects.map((p) => (
            <Table.Tr key={p.project_id}>
              <Table.Th scope="row" fw={400}>
                <Anchor component={Link} to={paths.project(p.project_id)} size="sm" fw={600}>
                  {p.project_name}
                </Anchor>
              </Table.Th>
              <Table.Td ta="right">{formatNumber(p.commits_count)}</Table.Td>
              <Table.Td>
                <LinesChanged added={p.lines_added} removed={p.lines_removed} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {p.last_commit_at ? <time dateTime={p.last_commit_at}>{formatDate(p.last_commit_at)}</time> : '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
