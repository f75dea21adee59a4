import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { Run, RunSummary } from '../../../contract/runs';
import { FieldList } from '../../components/field-list';
import { PageSection } from '../../components/page-section';
import { useT } from '../../lib/i18n';
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
  return (
    <PageSection id="run-summary" title={_('runs.summary.title')}>
      <FieldList
        fields={[
          {
            label: _('runs.summary.dependencies'),
            value: (
              <CountLink
                count={summary.dependencies_count}
                to={link(paths.dependencies)}
                label={_('runs.summary.dependenciesLink', { count: summary.dependencies_count })}
              />
            ),
          },
          {
            label: _('runs.summary.vulnerabilities'),
            value: (
              <CountLink
                count={summary.vulnerabilities_count}
                // The vulnerabilities list narrows to a project, not to an image.
                to={run.project_id ? withQuery(paths.vulnerabilities, { project: run.project_id }) : undefined}
                label={_('runs.summary.vulnerabilitiesLink', { count: summary.vulnerabilities_count })}
              />
            ),
          },
          {
            label: _('runs.summary.alertsCreated'),
            value: (
              <CountLink
                count={summary.alerts_created}
                to={link(paths.alerts)}
                label={_('runs.summary.alertsCreatedLink', { count: summary.alerts_created })}
              />
            ),
          },
          {
            label: _('runs.summary.alertsResolved'),
            value: (
              <CountLink
                count={summary.alerts_resolved}
                to={link(paths.alerts, { status: 'resolved' })}
                label={_('runs.summary.alertsResolvedLink', { count: summary.alerts_resolved })}
              />
            ),
          },
          {
            label: _('runs.summary.events'),
            value: (
              <CountLink
                count={summary.events_count}
                to={paths.webhooks}
                label={_('runs.summary.eventsLink', { count: summary.events_count })}
              />
            ),
          },
        ]}
      />
    </PageSection>
  );
}
