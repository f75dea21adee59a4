import type { MessageDescriptor } from '@lingui/core';
import { SimpleGrid } from '@mantine/core';
import { SEVERITIES } from '../../../contract/catalog';
import type { Dashboard } from '../../../contract/dashboard';
import { LEVELS } from '../../../contract/policies';
import { LEVEL_TEXT } from '../../components/level-badge';
import { msg, useT } from '../../lib/i18n';
import { LICENSE_CATEGORY_LABELS } from '../../lib/license-category-labels';
import { paths, withQuery } from '../../lib/paths';
import { SEVERITY_LABELS } from '../../lib/severity-labels';
import { StatTile, type TileRow } from './stat-tile';

/** Most severe first, as people scan for them. */
const LEVELS_DOWN = [...LEVELS].reverse();
const SEVERITIES_DOWN = [...SEVERITIES].reverse();

/** A tile's rows as a table: the count's field, the list filter's value, the row's words, its link's name. */
type CountRow<K> = readonly [field: K, filter: string, label: MessageDescriptor, link: MessageDescriptor];

/** Webhooks failing or switched off, linked to the active or inactive ones (the list has no failing filter). */
const WEBHOOK_ROWS: CountRow<keyof Dashboard['webhooks']>[] = [
  ['failing', 'true', msg('overview.webhooks.failing'), msg('overview.webhooks.failingLink')],
  ['disabled', 'false', msg('overview.webhooks.disabled'), msg('overview.webhooks.disabledLink')],
];

/** Runs by status, each linked to the runs list filtered to it. */
const RUN_ROWS: CountRow<keyof Dashboard['runs']>[] = [
  ['running', 'running', msg('overview.runs.running'), msg('overview.runs.runningLink')],
  ['queued', 'queued', msg('overview.runs.queued'), msg('overview.runs.queuedLink')],
  ['failed_last_24h', 'failed', msg('overview.runs.failed'), msg('overview.runs.failedLink')],
];

/** The rows of `table` with their counts, each linked to the list that `to` filters by the row's value. */
function countRows<K extends string>(
  _: ReturnType<typeof useT>,
  table: CountRow<K>[],
  counts: Record<K, number>,
  to: (filter: string) => string,
): TileRow[] {
  return table.map(([field, filter, label, link]) => ({
    key: field,
    label: _(label),
    count: counts[field],
    to: to(filter),
    linkLabel: _(link.id, { count: counts[field] }),
  }));
}

/**
 * The overview's tiles. Links go only to filters the lists understand today: alerts by level and
 * status, vulnerabilities by severity, licenses by category, webhooks by state, runs by status.
 */
export function OverviewTiles({ data }: { data: Dashboard }) {
  const _ = useT();
  const activeAlerts = (level?: string) => withQuery(paths.alerts, { level, status: 'active' });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      <StatTile
        id="tile-alerts"
        title={_('overview.alerts.title')}
        total={{
          count: data.alerts.total,
          to: activeAlerts(),
          linkLabel: _('overview.alerts.totalLink', { count: data.alerts.total }),
        }}
        rows={LEVELS_DOWN.map<TileRow>((level) => ({
          key: level,
          label: LEVEL_TEXT[level],
          count: data.alerts.active[level],
          to: activeAlerts(level),
          linkLabel: _('overview.alerts.levelLink', { count: data.alerts.active[level], level: LEVEL_TEXT[level] }),
        })).concat([
          {
            key: 'ignored',
            label: _('overview.alerts.ignored'),
            count: data.alerts.ignored,
            to: withQuery(paths.alerts, { status: 'ignored' }),
            linkLabel: _('overview.alerts.ignoredLink', { count: data.alerts.ignored }),
          },
        ])}
        note={_('overview.alerts.blocking', { count: data.alerts.blocking })}
        urgent={data.alerts.blocking > 0}
      />
      <StatTile
        id="tile-critical-projects"
        title={_('overview.criticalProjects.title')}
        total={{
          count: data.projects_with_critical_alerts,
          to: activeAlerts('critical'),
          linkLabel: _('overview.criticalProjects.link', { count: data.projects_with_critical_alerts }),
        }}
        rows={[]}
        note={_('overview.criticalProjects.note')}
      />
      <StatTile
        id="tile-vulnerable"
        title={_('overview.vulnerable.title')}
        total={{ count: data.vulnerable_dependencies.total }}
        rows={SEVERITIES_DOWN.map((severity) => ({
          key: severity,
          label: SEVERITY_LABELS[severity],
          count: data.vulnerable_dependencies.by_severity[severity],
          to: withQuery(paths.vulnerabilities, { severity }),
          linkLabel: _('overview.vulnerable.severityLink', {
            count: data.vulnerable_dependencies.by_severity[severity],
            severity: SEVERITY_LABELS[severity],
          }),
        }))}
        note={_('overview.vulnerable.note')}
      />
      <StatTile
        id="tile-licenses"
        title={_('overview.licenses.title')}
        rows={data.license_categories.map(({ category, dependencies_count }) => ({
          key: category,
          label: LICENSE_CATEGORY_LABELS[category],
          count: dependencies_count,
          to: withQuery(paths.licenses, { category }),
          linkLabel: _('overview.licenses.link', {
            count: dependencies_count,
            category: LICENSE_CATEGORY_LABELS[category],
          }),
        }))}
        note={_('overview.licenses.note')}
      />
      <StatTile
        id="tile-webhooks"
        title={_('overview.webhooks.title')}
        rows={countRows(_, WEBHOOK_ROWS, data.webhooks, (is_active) => withQuery(paths.webhooks, { is_active }))}
      />
      <StatTile
        id="tile-runs"
        title={_('overview.runs.title')}
        rows={countRows(_, RUN_ROWS, data.runs, (status) => withQuery(paths.runs, { status }))}
      />
    </SimpleGrid>
  );
}
