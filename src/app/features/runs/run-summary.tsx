import type { MessageDescriptor } from '@lingui/core';
import { Alert, Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type {
  AuthorsSummary,
  ClonesSummary,
  CloningSummary,
  Run,
  RunSummary,
  ScaSummary,
} from '../../../contract/runs';
import { CopyValue } from '../../components/copy-value';
import { type Field, FieldList } from '../../components/field-list';
import { PageSection } from '../../components/page-section';
import { formatBytes, formatNumber, shortCommit } from '../../lib/format';
import { msg, useT } from '../../lib/i18n';
import { paths, withQuery } from '../../lib/paths';

// The per-file tables load on their own (Mantine's table, shared with the list pages' chunk, is off this route's budget).
const ScaFileResults = lazy(() =>
  import('../../components/sca-file-results').then((m) => ({ default: m.ScaFileResults })),
);

function CountLink({ count, to, label }: { count: number; to: string | undefined; label: string }) {
  const _ = useT();
  const text = _('runs.summary.number', { count });
  if (!to) return text;
  return (
    <Anchor component={Link} to={to} size="sm" aria-label={label}>
      {text}
    </Anchor>
  );
}

/** Each figure of an SCA summary: its field, its words, and its link's name (which reads {count}). */
type ScaFigure = 'dependencies_count' | 'vulnerabilities_count' | 'alerts_created' | 'alerts_resolved' | 'events_count';
const SCA_FIGURES: readonly (readonly [ScaFigure, MessageDescriptor, MessageDescriptor])[] = [
  ['dependencies_count', msg('runs.summary.dependencies'), msg('runs.summary.dependenciesLink')],
  ['vulnerabilities_count', msg('runs.summary.vulnerabilities'), msg('runs.summary.vulnerabilitiesLink')],
  ['alerts_created', msg('runs.summary.alertsCreated'), msg('runs.summary.alertsCreatedLink')],
  ['alerts_resolved', msg('runs.summary.alertsResolved'), msg('runs.summary.alertsResolvedLink')],
  ['events_count', msg('runs.summary.events'), msg('runs.summary.eventsLink')],
];

/**
 * What an SCA run found (CONTRACT §13), each figure linked to the list it counts where the lists can
 * narrow to the run's target. The lists show today's state, which a later run may have changed.
 */
function scaFields(run: Run, summary: ScaSummary, _: ReturnType<typeof useT>): Field[] {
  const target = run.project_id
    ? { project: run.project_id }
    : run.container_image_id
      ? { container_image: run.container_image_id }
      : undefined;
  const link = (path: string, extra: Record<string, string> = {}) =>
    target ? withQuery(path, { ...extra, ...target }) : undefined;
  const lists: Record<ScaFigure, string | undefined> = {
    dependencies_count: link(paths.dependencies),
    // The vulnerabilities list narrows to a project, not to an image.
    vulnerabilities_count: run.project_id ? withQuery(paths.vulnerabilities, { project: run.project_id }) : undefined,
    alerts_created: link(paths.alerts),
    alerts_resolved: link(paths.alerts, { status: 'resolved' }),
    events_count: paths.webhooks,
  };
  const figures = SCA_FIGURES.map(([field, label, linkName]) => ({
    label: _(label),
    value: <CountLink count={summary[field]} to={lists[field]} label={_(linkName.id, { count: summary[field] })} />,
  }));
  return summary.components_count === undefined
    ? figures
    : [{ label: _('runs.summary.components'), value: formatNumber(summary.components_count) }, ...figures];
}

/** An authors run (CONTRACT §15): the project's authors (linked to them) and commits, and how many this run read. */
function authorsFields(run: Run, summary: AuthorsSummary, _: ReturnType<typeof useT>): Field[] {
  const count = summary.authors_count;
  return [
    {
      label: _('runs.summary.authors'),
      value: (
        <CountLink
          count={count}
          to={run.project_id ? withQuery(paths.authors, { project: run.project_id }) : undefined}
          label={_('runs.summary.authorsLink', { count })}
        />
      ),
    },
    { label: _('runs.summary.commits'), value: formatNumber(summary.commits_count) },
    { label: _('runs.summary.newCommits'), value: formatNumber(summary.new_commits_count) },
  ];
}

/** A repository cloning run: the commit the workspace now holds, its size, and whether it was cloned or updated. */
function cloningFields(summary: CloningSummary, _: ReturnType<typeof useT>): Field[] {
  return [
    {
      label: _('runs.summary.commit'),
      value: <CopyValue value={summary.commit} display={shortCommit(summary.commit)} />,
    },
    {
      label: _('runs.summary.ref'),
      value: (
        <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
          {summary.ref}
        </Text>
      ),
    },
    {
      label: _('runs.summary.size'),
      value: _('runs.summary.sizeValue', { size: formatBytes(summary.size_bytes), files: summary.files_count }),
    },
    {
      label: _('runs.summary.how'),
      value: summary.fetched ? _('runs.summary.fetched') : _('runs.summary.cloned'),
    },
  ];
}

/** A clones run (CONTRACT §19): its clones, those shared with other projects, the share of duplicated lines. */
function clonesFields(summary: ClonesSummary, _: ReturnType<typeof useT>): Field[] {
  return [
    { label: _('runs.summary.clones'), value: formatNumber(summary.clones_count) },
    { label: _('runs.summary.crossProjectClones'), value: formatNumber(summary.cross_project_clones_count) },
    {
      label: _('runs.summary.duplicatedLines'),
      value: _('runs.summary.duplicatedLinesValue', {
        percent: `${summary.duplicated_lines_percent ?? 0}%`,
        lines: summary.duplicated_lines,
        total: summary.lines_of_code,
      }),
    },
    { label: _('runs.summary.filesAnalysed'), value: formatNumber(summary.files_analysed) },
  ];
}

/** What a run found, per kind; a kind not analysed yet says why. The duration is among the run's fields above. */
export function RunSummarySection({ run, summary }: { run: Run; summary: RunSummary }) {
  const _ = useT();
  return (
    <PageSection id="run-summary" title={_('runs.summary.title')}>
      {'analysed' in summary ? (
        <Alert color="gray" title={_('runs.summary.notAnalysed')} maw={640}>
          <Text size="sm">{summary.reason}</Text>
        </Alert>
      ) : 'authors_count' in summary ? (
        <FieldList fields={authorsFields(run, summary, _)} />
      ) : 'commit' in summary ? (
        <FieldList fields={cloningFields(summary, _)} />
      ) : 'clones_count' in summary ? (
        <FieldList fields={clonesFields(summary, _)} />
      ) : (
        <Stack gap="lg">
          <FieldList fields={scaFields(run, summary, _)} />
          {/* Runs since issue 24 say what each file gave and why some were skipped. */}
          {summary.files || summary.manifests || summary.skipped_files ? (
            <Suspense fallback={<Skeleton height={120} />}>
              <ScaFileResults summary={summary} />
            </Suspense>
          ) : null}
        </Stack>
      )}
    </PageSection>
  );
}
