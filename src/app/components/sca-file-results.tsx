import { Stack, Table, Text, Title } from '@mantine/core';
import type { ScaSummary } from '../../contract/runs';
import { useId } from 'react';
import { formatNumber } from '../lib/format';
import { useT } from '../lib/i18n';

type Props = {
  summary: Pick<ScaSummary, 'files' | 'manifests' | 'skipped_files'>;
  /** The heading level of the two tables' titles, under the section that holds them. */
  order?: 3 | 4;
};

const wrap = { overflowWrap: 'anywhere' } as const;

/**
 * What an SCA run made of each file (CONTRACT §16): the files read with their format and how many
 * components each gave, then the files skipped with the reason in words. Shown in a run's summary and
 * in the upload dialog once the run ends, which cannot share a feature's code. A summary from before
 * per-file figures (`files` absent) lists the paths read (`manifests`) alone.
 */
export function ScaFileResults({ summary, order = 3 }: Props) {
  const _ = useT();
  const id = useId();
  const read = summary.files ?? summary.manifests?.map((path) => ({ path, format: null, components_count: null }));
  const skipped = summary.skipped_files ?? [];
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Title order={order} size="h5" id={`${id}-read`}>
          {_('components.scaFiles.read')}
        </Title>
        {read && read.length > 0 ? (
          <Table.ScrollContainer minWidth={420}>
            <Table aria-labelledby={`${id}-read`} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{_('components.scaFiles.file')}</Table.Th>
                  <Table.Th>{_('components.scaFiles.format')}</Table.Th>
                  <Table.Th>{_('components.scaFiles.components')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {read.map((file) => (
                  <Table.Tr key={file.path}>
                    <Table.Td ff="monospace" style={wrap}>
                      {file.path}
                    </Table.Td>
                    <Table.Td>{file.format ?? '—'}</Table.Td>
                    <Table.Td>{file.components_count === null ? '—' : formatNumber(file.components_count)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text size="sm">{_('components.scaFiles.noneRead')}</Text>
        )}
      </Stack>
      {skipped.length > 0 ? (
        <Stack gap="xs">
          <Title order={order} size="h5" id={`${id}-skipped`}>
            {_('components.scaFiles.skipped')}
          </Title>
          <Table.ScrollContainer minWidth={420}>
            <Table aria-labelledby={`${id}-skipped`} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{_('components.scaFiles.file')}</Table.Th>
                  <Table.Th>{_('components.scaFiles.reason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {skipped.map((file) => (
                  <Table.Tr key={file.path}>
                    <Table.Td ff="monospace" style={wrap}>
                      {file.path}
                    </Table.Td>
                    <Table.Td style={wrap}>{file.reason}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ) : null}
    </Stack>
  );
}
