import { Anchor, List, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PolicyPreview } from '../../../contract/policies';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { matchedRuleLines } from '../../lib/matched-rules';
import { paths } from '../../lib/paths';

/** The rules a sample met, in the console's language (issue 29), or the English criteria of an installation that sends only those. */
function Criteria({ row }: { row: PolicyPreview['sample'][number] }) {
  const rules = row.matched_rules ?? [];
  return (
    <List size="sm" spacing={2} lang={rules.length > 0 ? undefined : 'en'}>
      {(rules.length > 0 ? matchedRuleLines(rules) : row.matched_criteria).map((text) => (
        <List.Item key={text}>{text}</List.Item>
      ))}
    </List>
  );
}

/** A preview's answer: how many dependencies match, per project, and a sample with why each matches. */
export function PreviewResult({ result, at }: { result: PolicyPreview; at: string }) {
  const _ = useT();
  const names = new Map(result.projects.map((p) => [p.project_id, p.project_name]));
  return (
    <Stack gap="sm">
      <Text size="sm">
        {_('policies.preview.summary', { count: result.matches_count, projects: result.projects.length })}{' '}
        <Text span size="sm" c="dimmed">
          {_('policies.preview.at', { time: formatDateTime(at) })}
        </Text>
      </Text>
      {result.projects.length > 0 ? (
        <Table.ScrollContainer minWidth={320}>
          <Table aria-label={_('policies.preview.projects')} withTableBorder verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{_('policies.preview.project')}</Table.Th>
                <Table.Th ta="right">{_('policies.preview.matches')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.projects.map((p) => (
                <Table.Tr key={p.project_id}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.project(p.project_id)} size="sm">
                      {p.project_name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">{formatNumber(p.matches_count)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {result.sample.length > 0 ? (
        <Table.ScrollContainer minWidth={560}>
          <Table
            aria-label={_('policies.preview.sample', { count: result.sample.length })}
            withTableBorder
            verticalSpacing={4}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{_('policies.preview.dependency')}</Table.Th>
                <Table.Th>{_('policies.preview.project')}</Table.Th>
                <Table.Th>{_('policies.preview.criteria')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.sample.map((row, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one dependency may match in two projects, and a purl twice in one.
                <Table.Tr key={i}>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{row.dependency_purl}</Table.Td>
                  <Table.Td>
                    {names.get(row.project_id) ?? _('policies.detail.projectId', { id: row.project_id })}
                  </Table.Td>
                  <Table.Td>
                    <Criteria row={row} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
