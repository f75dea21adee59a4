import { Alert, Anchor, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { Author, AuthorActivity } from '../../../contract/catalog';
import { LinesChanged, TechnologyBadges } from '../../components/author-cells';
import { FieldList } from '../../components/field-list';
import { PageSection } from '../../components/page-section';
import { RecordPage, useRecordPage } from '../../components/record-page';
import { authors } from '../../lib/catalog-queries';
import { errorMessage } from '../../lib/error-message';
import { formatDate, formatNumber } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { authorActivityQuery, everyMonth } from './api';

// Chunks of their own, loaded as the page renders, while the activity they show is asked for: the chart with
// @mantine/charts and recharts, the projects with Mantine's Table (and its ScrollArea, 20 kB).
const ActivityChart = lazy(() => import('./activity-chart').then((m) => ({ default: m.ActivityChart })));
const AuthorProjects = lazy(() => import('./author-projects').then((m) => ({ default: m.AuthorProjects })));

/** An author: their figures over every project, their commits by month, and their figures in each project. */
export function AuthorDetailPage() {
  const _ = useT();
  const record = useRecordPage(authors.detail);
  const a = record.query.data;
  const activity = useQuery({ ...authorActivityQuery(record.id ?? 0), enabled: record.id !== undefined });
  return (
    <RecordPage record={record} noun="author" back={{ to: paths.authors, label: _('authors.back') }} title={a?.name}>
      <Stack gap="xl">
        <AuthorFields author={a} />
        <PageSection id="author-activity" title={_('authors.activity.title')}>
          <ActivitySection activity={activity} />
        </PageSection>
        {activity.isError ? null : (
          <PageSection id="author-projects" title={_('authors.projects.title')}>
            <Suspense fallback={<Skeleton height={120} />}>
              <AuthorProjects projects={activity.data?.projects} />
            </Suspense>
          </PageSection>
        )}
      </Stack>
    </RecordPage>
  );
}

function AuthorFields({ author: a }: { author: Author | undefined }) {
  const _ = useT();
  return (
    <FieldList
      loading={!a}
      fields={[
        { label: _('authors.name'), value: a?.name },
        {
          label: _('authors.email'),
          value: a ? (
            <Anchor href={`mailto:${a.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {a.email}
            </Anchor>
          ) : null,
        },
        { label: _('authors.commits'), value: a ? formatNumber(a.commits_count) : null },
        { label: _('authors.merges'), value: a ? formatNumber(a.merges_count) : null },
        {
          label: _('authors.lines'),
          value: a ? <LinesChanged added={a.lines_added} removed={a.lines_removed} /> : null,
        },
        { label: _('authors.firstCommit'), value: formatDate(a?.first_commit_at) },
        { label: _('authors.lastCommit'), value: formatDate(a?.last_commit_at) },
        { label: _('authors.activeMonths'), value: a ? formatNumber(a.active_months) : null },
        { label: _('authors.projects'), value: a ? formatNumber(a.projects_count) : null },
        { label: _('authors.technologies'), value: a ? <TechnologyBadges technologies={a.technologies} /> : null },
      ]}
    />
  );
}

function ActivitySection({ activity }: { activity: ReturnType<typeof useQuery<AuthorActivity>> }) {
  const _ = useT();
  if (activity.isError) {
    return (
      <Alert color="red" title={_('authors.activity.loadFailed')}>
        <Text size="sm" mb="sm">
          {errorMessage(activity.error)}
        </Text>
        <Button size="xs" variant="default" onClick={() => activity.refetch()}>
          {_('authors.activity.retry')}
        </Button>
      </Alert>
    );
  }
  if (!activity.data) return <Skeleton height={280} />;
  const months = everyMonth(activity.data.months);
  if (months.length === 0) return <Text size="sm">{_('authors.activity.none')}</Text>;
  return (
    <Suspense fallback={<Skeleton height={280} />}>
      <ActivityChart months={months} />
    </Suspense>
  );
}
