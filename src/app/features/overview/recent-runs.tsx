import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Run } from '../../../contract/runs';
import { PageSection } from '../../components/page-section';
import { RunOutcome } from '../../components/run-outcome';
import { TargetLink } from '../../components/target-link';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { RUN_KIND_LABELS } from '../../lib/run-queries';

/** The newest runs and what each came to; each opens its page. */
export function RecentRuns({ runs }: { runs: Run[] }) {
  const _ = useT();
  return (
    <PageSection id="recent-runs" title={_('overview.recent.title')}>
      {runs.length === 0 ? (
        <Text size="sm">{_('overview.recent.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-labelledby="recent-runs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{_('overview.recent.run')}</Table.Th>
                <Table.Th>{_('overview.recent.kind')}</Table.Th>
                <Table.Th>{_('overview.recent.target')}</Table.Th>
                <Table.Th>{_('overview.recent.outcome')}</Table.Th>
                <Table.Th>{_('overview.recent.when')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {runs.map((run) => (
                <Table.Tr key={run.id}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.run(run.id)} size="sm" fw={600}>
                      {_('overview.recent.id', { id: run.id })}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{RUN_KIND_LABELS[run.kind]}</Table.Td>
                  <Table.Td>
                    <TargetLink projectId={run.project_id} containerImageId={run.container_image_id} />
                  </Table.Td>
                  <Table.Td>
                    <RunOutcome run={run} withStatus />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(run.finished_at ?? run.started_at ?? run.created_at)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </PageSection>
  );
}
