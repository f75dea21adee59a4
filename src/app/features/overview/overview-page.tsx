import { Alert, Button, Skeleton, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { PageHeader } from '../../components/page-header';
import { errorMessage } from '../../lib/error-message';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { dashboardQuery } from './api';
import { OverviewTiles } from './overview-tiles';
import { ClonesOverview } from './clones-overview';
import { RecentRuns } from './recent-runs';
import { TopProjects } from './top-projects';

// Its own chunk: the tiles come first, the trends table (and, once it is installed, its charts) after.
const TrendsSection = lazy(() => import('./trends-section').then((m) => ({ default: m.TrendsSection })));

/** The home page after sign-in: what is wrong across the portfolio, each figure a way into its list. */
export function OverviewPage() {
  const _ = useT();
  const dashboard = useQuery(dashboardQuery());
  const data = dashboard.data;

  return (
    <>
      <PageHeader title={_('overview.title')} />
      {dashboard.isError ? (
        <Alert color="red" title={_('overview.loadFailed')} mb="lg">
          <Text size="sm" mb="sm">
            {errorMessage(dashboard.error)}
          </Text>
          <Button size="xs" variant="default" onClick={() => dashboard.refetch()}>
            {_('overview.retry')}
          </Button>
        </Alert>
      ) : null}
      {!data ? (
        dashboard.isError ? null : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy="true">
            {Array.from({ length: 6 }, (_unused, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart.
              <Skeleton key={i} height={150} radius="md" />
            ))}
          </SimpleGrid>
        )
      ) : (
        <Stack gap="xl">
          <div>
            <OverviewTiles data={data} />
            <Text size="xs" c="dimmed" mt="xs">
              {_('overview.countedAt', { time: formatDateTime(data.generated_at) })}
            </Text>
          </div>
          <TopProjects projects={data.top_projects} />
          <ClonesOverview />
          <RecentRuns runs={data.recent_runs} />
          <Suspense fallback={<Skeleton height={240} />}>
            <TrendsSection />
          </Suspense>
        </Stack>
      )}
    </>
  );
}
