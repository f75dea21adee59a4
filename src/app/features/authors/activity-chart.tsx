import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { ChartCard } from '../../components/chart-card';
import { formatMonth, formatNumber } from '../../lib/format';
import { useT } from '../../lib/i18n';

type Month = { month: string; commits_count: number };

// The theme's blue-8 on white is 8.6:1, blue-4 on the dark card 6:1 (WCAG 1.4.11 asks 3:1 of a bar).
const BAR = 'light-dark(var(--mantine-color-blue-8), var(--mantine-color-blue-4))';

/**
 * An author's commits by month as bars, oldest on the left, with a sentence of what they show and the
 * same figures as a table (newest first). A chunk of its own with @mantine/charts and recharts, loaded
 * after the author's page has rendered: no route waits for it.
 */
export function ActivityChart({ months }: { months: readonly Month[] }) {
  const _ = useT();
  const labels = months.map((m) => formatMonth(m.month));
  const total = months.reduce((sum, m) => sum + m.commits_count, 0);
  const busiest = months.reduce((best, m, i) => (m.commits_count > months[best]!.commits_count ? i : best), 0);
  const data = months.map((m, i) => ({ month: labels[i], commits: m.commits_count }));
  return (
    <ChartCard
      title={_('authors.activity.chartTitle')}
      description={_('authors.activity.description', {
        first: labels[0],
        last: labels.at(-1),
        total,
        most: months[busiest]!.commits_count,
        busiest: labels[busiest],
      })}
      days={labels}
      dayLabel={_('authors.activity.month')}
      rows={months.map((_m, i) => months.length - 1 - i)}
      columns={[
        {
          key: 'commits',
          label: _('authors.activity.commits'),
          value: (i) => formatNumber(months[i]!.commits_count),
        },
      ]}
    >
      <BarChart
        h={220}
        data={data}
        dataKey="month"
        gridAxis="y"
        maxBarWidth={48}
        // The table is the keyboard's way through the figures; the drawing is one image to assistive technology.
        accessibilityLayer={false}
        valueFormatter={(value: number) => formatNumber(value)}
        series={[{ name: 'commits', label: _('authors.activity.commits'), color: BAR }]}
      />
    </ChartCard>
  );
}
