import type { MessageDescriptor } from '@lingui/core';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { Run, RunSummary } from '../../../contract/runs';
import { FieldList } from '../../components/field-list';
import { PageSection } from '../../components/page-section';
import { msg, useT } from '../../lib/i18n';
import { paths, withQuery } from '../../lib/paths';

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

/** Each figure of the summary: its field, its words, and its link's name (which reads {count}). */
const FIGURES: readonly (readonly [keyof RunSummary, MessageDescriptor, MessageDescriptor])[] = [
  ['dependencies_count', msg('runs.summary.dependencies'), msg('runs.summary.dependenciesLink')],
  ['vulnerabilities_count', msg('runs.summary.vulnerabilities'), msg('runs.summary.vulnerabilitiesLink')],
  ['alerts_created', msg('runs.summary.alertsCreated'), msg('runs.summary.alertsCreatedLink')],
  ['alerts_resolved', msg('runs.summary.alertsResolved'), msg('runs.summary.alertsResolvedLink')],
  ['events_count', msg('runs.summary.events'), msg('runs.summary.eventsLink')],
];

/**
 * What an SCA run found (CONTRACT §13), each figure linked to the list it counts where the lists can
 * narrow to the run's target. The lists show today's state, which a later run may have changed. The
 * duration is among the run's fields above.
 */
export function RunSummarySection({ run, summary }: { run: Run; summary: RunSummary }) {
  const _ = useT();
  const target = run.project_id
    ? { project: run.project_id }
    : run.container_image_id
      ? { container_image: run.container_image_id }
      : undefined;
  const link = (path: string, extra: Record<string, string> = {}) =>
    target ? withQuery(path, { ...extra, ...target }) : undefined;
  const lists: Record<keyof RunSummary, string | undefined> = {
    dependencies_count: link(paths.dependencies),
    // The vulnerabilities list narrows to a project, not to an image.
    vulnerabilities_count: run.project_id ? withQuery(paths.vulnerabilities, { project: run.project_id }) : undefined,
    alerts_created: link(paths.alerts),
    alerts_resolved: link(paths.alerts, { status: 'resolved' }),
    events_count: paths.webhooks,
  };
  return (
    <PageSection id="run-summary" title={_('runs.summary.title')}>
      <FieldList
        fields={FIGURES.map(([field, label, linkName]) => ({
          label: _(label),
          value: (
            <CountLink count={summary[field]} to={lists[field]} label={_(linkName.id, { count: summary[field] })} />
          ),
        }))}
      />
    </PageSection>
  );
}
