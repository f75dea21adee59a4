import { Table, Text } from '@mantine/core';
import type { SecretFindingDetail } from '../../../contract/secrets';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { CommitRef } from './commit-ref';

/** Every commit that added the secret (newest first, at most 100 of them), and the checked-out tree. */
export function SecretSightings({ finding }: { finding: SecretFindingDetail }) {
  const _ = useT();
  if (finding.sightings.length === 0) return <Text size="sm">{_('secrets.sightings.none')}</Text>;
  return (
    <>
      {/* Narrower than its columns (a phone), the table scrolls in its own box; the page does not. */}
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label={_('secrets.sightings.label')} verticalSpacing="xs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{_('secrets.sightings.commit')}</Table.Th>
              <Table.Th>{_('secrets.sightings.place')}</Table.Th>
              <Table.Th>{_('secrets.sightings.author')}</Table.Th>
              <Table.Th>{_('secrets.sightings.date')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {finding.sightings.map((s) => (
              <Table.Tr key={`${s.commit ?? 'tree'} ${s.file} ${s.start_line}`}>
                <Table.Td>
                  <CommitRef projectId={finding.project_id} commit={s.commit} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                    {`${s.file}:${s.start_line}`}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{s.author_name ?? '—'}</Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm">{formatDateTime(s.committed_at)}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {finding.sightings_count > finding.sightings.length ? (
        <Text size="sm" c="dimmed" mt="xs">
          {_('secrets.sightings.more', { shown: finding.sightings.length, total: finding.sightings_count })}
        </Text>
      ) : null}
    </>
  );
}
