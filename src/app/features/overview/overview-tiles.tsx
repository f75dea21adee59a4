import { SimpleGrid, Text } from '@mantine/core';
import { SEVERITIES } from '../../../contract/catalog';
import type { Dashboard } from '../../../contract/dashboard';
import { LEVELS } from '../../../contract/policies';
import { LEVEL_TEXT } from '../../components/level-badge';
import { useT } from '../../lib/i18n';
import { LICENSE_CATEGORY_LABELS } from '../../lib/license-category-labels';
import { paths, withQuery } from '../../lib/paths';
import { SEVERITY_LABELS } from '../../lib/severity-labels';
import { StatTile, type TileRow } from './stat-tile';

/** Most severe first, as people scan for them. */
const LEVELS_DOWN = [...LEVELS].reverse();
const SEVERITIES_DOWN = [...SEVERITIES].reverse();

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
        note={
          <Text size="sm" c={data.alerts.blocking > 0 ? 'var(--mantine-color-error)' : 'dimmed'}>
            {_('overview.alerts.blocking', { count: data.alerts.blocking })}
          </Text>
        }
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
        note={
          <Text size="sm" c="dimmed">
            {_('overview.criticalProjects.note')}
          </Text>
        }
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
        note={
          <Text size="sm" c="dimmed">
            {_('overview.vulnerable.note')}
          </Text>
        }
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
        note={
          <Text size="sm" c="dimmed">
            {_('overview.licenses.note')}
          </Text>
        }
      />
      <StatTile
        id="tile-webhooks"
        title={_('overview.webhooks.title')}
        rows={[
          {
            key: 'failing',
            label: _('overview.webhooks.failing'),
            count: data.webhooks.failing,
            to: withQuery(paths.webhooks, { is_active: 'true' }),
            linkLabel: _('overview.webhooks.failingLink', { count: data.webhooks.failing }),
          },
          {
            key: 'disabled',
            label: _('overview.webhooks.disabled'),
            count: data.webhooks.disabled,
            to: withQuery(paths.webhooks, { is_active: 'false' }),
            linkLabel: _('overview.webhooks.disabledLink', { count: data.webhooks.disabled }),
          },
        ]}
      />
      <StatTile
        id="tile-runs"
        title={_('overview.runs.title')}
        rows={[
          {
            key: 'running',
            label: _('overview.runs.running'),
            count: data.runs.running,
            to: withQuery(paths.runs, { status: 'running' }),
            linkLabel: _('overview.runs.runningLink', { count: data.runs.running }),
          },
          {
            key: 'queued',
            label: _('overview.runs.queued'),
            count: data.runs.queued,
            to: withQuery(paths.runs, { status: 'queued' }),
            linkLabel: _('overview.runs.queuedLink', { count: data.runs.queued }),
          },
          {
            key: 'failed',
            label: _('overview.runs.failed'),
            count: data.runs.failed_last_24h,
            to: withQuery(paths.runs, { status: 'failed' }),
            linkLabel: _('overview.runs.failedLink', { count: data.runs.failed_last_24h }),
          },
        ]}
      />
    </SimpleGrid>
  );
}
