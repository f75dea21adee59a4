import { Anchor, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SECRET_STATUSES } from '../../../contract/secrets';
import { PageSection } from '../../components/page-section';
import { errorMessage } from '../../lib/error-message';
import { formatNumber } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { paths, withQuery } from '../../lib/paths';
import { SECRET_STATUS_LABELS, secretCountsQuery } from '../../lib/secret-queries';

/** The project's secret findings by status (CONTRACT §18), each count a link to the list narrowed to it. */
export function ProjectSecrets({ projectId, name }: { projectId: number; name: string }) {
  const _ = useT();
  const counts = useQuery(secretCountsQuery(projectId));
  return (
    <PageSection id="project-secrets" title={_('projects.secrets.title')}>
      <Stack gap="sm">
        {counts.isError ? (
          <Text size="sm" c="red.9">
            {_('projects.secrets.loadFailed', { error: errorMessage(counts.error) })}
          </Text>
        ) : (
          <SimpleGrid
            component="ul"
            cols={{ base: 2, md: 4 }}
            spacing="md"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={_('projects.secrets.counts', { name })}
          >
            {SECRET_STATUSES.map((status) => (
              <Paper component="li" key={status} withBorder p="md" radius="md">
                <Text size="sm" fw={600}>
                  {SECRET_STATUS_LABELS[status]}
                </Text>
                {counts.data ? (
                  <Anchor
                    component={Link}
                    to={withQuery(paths.secrets, { project: projectId, status })}
                    fz={28}
                    fw={700}
                    lh={1.3}
                    aria-label={_('projects.secrets.countLink', {
                      count: counts.data[status],
                      status: SECRET_STATUS_LABELS[status],
                    })}
                  >
                    {formatNumber(counts.data[status])}
                  </Anchor>
                ) : (
                  <Skeleton height={28} width={60} my={4} />
                )}
              </Paper>
            ))}
          </SimpleGrid>
        )}
        <Text size="sm">
          <Anchor component={Link} to={withQuery(paths.secrets, { project: projectId })}>
            {_('projects.secrets.all')}
          </Anchor>
        </Text>
      </Stack>
    </PageSection>
  );
}
