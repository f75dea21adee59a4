import '@mantine/charts/styles.css';
import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import { Alert, Button, SegmentedControl, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import type { TrendsSchema } from '../../../contract/dashboard';
import { LEVELS } from '../../../contract/policies';
import { LEVEL_TEXT } from '../../components/level-badge';
import { ChartCard } from '../../components/chart-card';
import { PageSection } from '../../components/page-section';
import { errorMessage } from '../../lib/error-message';
import { formatDate, formatDayMonth, formatNumber } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { type TrendDays, trendsQuery } from './api';

const LEVELS_DOWN = [...LEVELS].reverse();

/**
 * Series colours, a shade per theme (CSS light-dark, Mantine sets color-scheme): each at least 3:1
 * against its card (WCAG 1.4.11), red-8 / teal-8 / orange-8 / blue-8 / violet-8 on white (4.0–5.7:1),
 * the 4th shades on dark-7 (6–9:1). The legend and the table say the same in words.
 */
const shade = (color: string) => `light-dark(var(--mantine-color-${color}-8), var(--mantine-color-${color}-4))`;
const COLOR = {
  opened: shade('red'),
  resolved: shade('teal'),
  critical: shade('red'),
  warning: shade('orange'),
  info: shade('blue'),
  vulnerable: shade('violet'),
};

const CHART = {
  h: 220,
  dataKey: 'day',
  withLegend: true,
  gridAxis: 'y' as const,
  // The table is the keyboard's way through the figures; the drawing is one image to assistive technology.
  accessibilityLayer: false,
  // In the series' order (critical first), not recharts' alphabetical one.
  legendProps: { itemSorter: null },
  valueFormatter: (value: number) => formatNumber(value),
};

/**
 * Trends over 30 or 90 days from the service's daily snapshots: three charts (oldest day on the left),
 * each with a sentence that says what it shows and its figures as a table. Loaded as its own chunk
 * after the tiles, with @mantine/charts and recharts, so no route's first paint waits for them.
 */
export function TrendsSection() {
  const _ = useT();
  const [days, setDays] = useState<TrendDays>(30);
  const trends = useQuery(trendsQuery(days));
  const points = trends.data?.points;

  return (
    <PageSection id="trends" title={_('overview.trends.title')}>
      <SegmentedControl
        aria-label={_('overview.trends.period')}
        value={String(days)}
        onChange={(value) => setDays(Number(value) as TrendDays)}
        data={[
          { value: '30', label: _('overview.trends.days', { count: 30 }) },
          { value: '90', label: _('overview.trends.days', { count: 90 }) },
        ]}
        mb="sm"
      />
      <Text size="sm" c="dimmed" mb="sm">
        {_('overview.trends.note')}
      </Text>
      {trends.isError ? (
        <Alert color="red" title={_('overview.trends.loadFailed')}>
          <Text size="sm" mb="sm">
            {errorMessage(trends.error)}
          </Text>
          <Button size="xs" variant="default" onClick={() => trends.refetch()}>
            {_('overview.retry')}
          </Button>
        </Alert>
      ) : !points ? (
        <Skeleton height={280} />
      ) : (
        <Charts points={points} days={days} dimmed={trends.isPlaceholderData} />
      )}
    </PageSection>
  );
}

type Point = z.infer<typeof TrendsSchema>['points'][number];

function Charts({ points, days, dimmed }: { points: readonly Point[]; days: TrendDays; dimmed: boolean }) {
  const _ = useT();
  // Noon: the UTC day reads as that day in any time zone.
  const noon = (day: string) => `${day}T12:00:00.000Z`;
  const data = points.map((point) => ({
    day: formatDayMonth(noon(point.day)),
    opened: point.alerts_opened,
    resolved: point.alerts_resolved,
    ...point.active,
    vulnerable: point.vulnerable_dependencies,
  }));
  const dayNames = points.map(
    (point) =>
      (point.partial ? _('overview.trends.today') : formatDate(noon(point.day))) +
      (point.backfilled ? ` ${_('overview.trends.rebuilt')}` : ''),
  );
  const newestFirst = points.map((_point, i) => points.length - 1 - i);
  const count = (value: number | null) => (value === null ? '—' : formatNumber(value));
  const last = points.at(-1);
  const counted = points.filter((point) => point.vulnerable_dependencies !== null);
  const sum = (key: 'alerts_opened' | 'alerts_resolved') => points.reduce((total, point) => total + point[key], 0);
  const common = { days: dayNames, dayLabel: _('overview.trends.day'), rows: newestFirst };

  return (
    <SimpleGrid cols={{ base: 1, lg: 2, xl: 3 }} spacing="md" style={{ opacity: dimmed ? 0.6 : 1 }}>
      <ChartCard
        {...common}
        title={_('overview.trends.flowTitle', { count: days })}
        description={_('overview.trends.flowDescription', {
          opened: sum('alerts_opened'),
          resolved: sum('alerts_resolved'),
        })}
        columns={[
          { key: 'opened', label: _('overview.trends.opened'), value: (i) => count(points[i]!.alerts_opened) },
          { key: 'resolved', label: _('overview.trends.resolved'), value: (i) => count(points[i]!.alerts_resolved) },
        ]}
      >
        <BarChart
          {...CHART}
          data={data}
          series={[
            { name: 'opened', label: _('overview.trends.opened'), color: COLOR.opened },
            { name: 'resolved', label: _('overview.trends.resolved'), color: COLOR.resolved },
          ]}
        />
      </ChartCard>
      <ChartCard
        {...common}
        title={_('overview.trends.activeTitle', { count: days })}
        description={_('overview.trends.activeDescription', {
          critical: last?.active.critical ?? 0,
          warning: last?.active.warning ?? 0,
          info: last?.active.info ?? 0,
          criticalLevel: LEVEL_TEXT.critical,
          warningLevel: LEVEL_TEXT.warning,
          infoLevel: LEVEL_TEXT.info,
        })}
        columns={LEVELS_DOWN.map((level) => ({
          key: level,
          label: _('overview.trends.active', { level: LEVEL_TEXT[level] }),
          value: (i: number) => count(points[i]!.active[level]),
        }))}
      >
        <LineChart
          {...CHART}
          data={data}
          curveType="monotone"
          withDots={false}
          series={LEVELS_DOWN.map((level) => ({ name: level, label: LEVEL_TEXT[level], color: COLOR[level] }))}
        />
      </ChartCard>
      <ChartCard
        {...common}
        title={_('overview.trends.vulnerableTitle', { count: days })}
        description={
          counted.length === 0
            ? _('overview.trends.vulnerableNone')
            : _('overview.trends.vulnerableDescription', {
                first: counted[0]!.vulnerable_dependencies ?? 0,
                last: counted.at(-1)!.vulnerable_dependencies ?? 0,
              })
        }
        columns={[
          {
            key: 'vulnerable',
            label: _('overview.trends.vulnerable'),
            value: (i) => count(points[i]!.vulnerable_dependencies),
          },
        ]}
      >
        <AreaChart
          {...CHART}
          data={data}
          curveType="monotone"
          withDots={false}
          series={[{ name: 'vulnerable', label: _('overview.trends.vulnerable'), color: COLOR.vulnerable }]}
        />
      </ChartCard>
    </SimpleGrid>
  );
}
