import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';
import { axeViolations } from '../../../test/axe';
import { json, mockFetch, PROFILE, routesHandler, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { OverviewPage } from '../overview-page';

const DASHBOARD = {
  generated_at: '2026-11-22T10:15:00.000Z',
  alerts: { active: { critical: 4, warning: 7, info: 2 }, total: 13, blocking: 3, ignored: 5 },
  projects_with_critical_alerts: 2,
  vulnerable_dependencies: { total: 31, by_severity: { critical: 3, high: 9, medium: 20, low: 11 } },
  license_categories: [
    { category: 'permissive', dependencies_count: 120 },
    { category: 'strong_copyleft', dependencies_count: 6 },
  ],
  webhooks: { failing: 1, disabled: 2 },
  runs: { queued: 0, running: 1, failed_last_24h: 2 },
  top_projects: [
    { id: 7, name: 'web-shop', weight: 43, alerts: { critical: 4, warning: 1, info: 0 } },
    { id: 8, name: 'billing', weight: 18, alerts: { critical: 0, warning: 6, info: 0 } },
  ],
  recent_runs: [
    {
      id: 12,
      kind: 'project_sca',
      project_id: 7,
      container_image_id: null,
      status: 'finished',
      error: null,
      started_at: '2026-11-22T10:14:00.000Z',
      finished_at: '2026-11-22T10:14:42.000Z',
      created_at: '2026-11-22T10:13:58.000Z',
      progress: 100,
      phase: null,
      summary: {
        dependencies_count: 42,
        vulnerabilities_count: 5,
        alerts_created: 3,
        alerts_resolved: 1,
        events_count: 3,
      },
    },
    {
      id: 11,
      kind: 'clones',
      project_id: 7,
      container_image_id: null,
      status: 'failed',
      error: 'git clone exited with 128.',
      started_at: '2026-11-22T10:00:00.000Z',
      finished_at: '2026-11-22T10:00:05.000Z',
      created_at: '2026-11-22T09:59:58.000Z',
      progress: null,
      phase: null,
      summary: null,
    },
  ],
};

/** `/api/clones/overview/` once the demo's npm services were analysed (CONTRACT §19). */
const CLONES_OVERVIEW = {
  projects: [
    {
      project_id: 9,
      project_name: 'notification-service',
      duplicated_lines_percent: 31.25,
      duplicated_lines: 150,
      clones_count: 4,
    },
    {
      project_id: 7,
      project_name: 'web-shop',
      duplicated_lines_percent: 4.5,
      duplicated_lines: 1204,
      clones_count: 12,
    },
  ],
  pairs: [
    {
      a_project_id: 7,
      a_project_name: 'web-shop',
      b_project_id: 9,
      b_project_name: 'notification-service',
      clones_count: 3,
      lines: 132,
    },
  ],
};

const point = (day: string, fields: Record<string, unknown> = {}) => ({
  day,
  alerts_opened: 5,
  alerts_resolved: 1,
  active: { critical: 4, warning: 7, info: 2 },
  vulnerable_dependencies: 31,
  backfilled: false,
  partial: false,
  ...fields,
});

const server = (trendDays: string[] = []) =>
  routesHandler({
    'GET /api/profile/': () => json(PROFILE),
    'GET /api/dashboard/': () => json(DASHBOARD),
    'GET /api/dashboard/trends/': (request) => {
      const days = Number(new URL(request.url).searchParams.get('days'));
      trendDays.push(String(days));
      const points =
        days === 90
          ? [
              point('2026-08-25', { backfilled: true, vulnerable_dependencies: null }),
              point('2026-11-22', { partial: true }),
            ]
          : [point('2026-11-21', { alerts_opened: 9 }), point('2026-11-22', { partial: true })];
      return json({ days, points });
    },
    'GET /api/projects/7/': () => json({ id: 7, name: 'web-shop' }),
    'GET /api/clones/overview/': () => json(CLONES_OVERVIEW),
  });

const renderOverview = () => renderWithProviders(<OverviewPage />, { route: '/overview', path: '/overview' });

describe('overview', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));
  afterEach(() => activateLanguage('en'));

  it('links every tile figure to the list it counts, filtered', async () => {
    mockFetch(server());
    renderOverview();
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    const link = (name: string) => screen.getByRole('link', { name });
    expect(await screen.findByRole('link', { name: '4 active alerts of level Critical: open them' })).toHaveAttribute(
      'href',
      '/alerts?level=critical&status=active',
    );
    expect(link('13 active alerts: open active alerts')).toHaveAttribute('href', '/alerts?status=active');
    expect(link('5 ignored alerts: open ignored alerts')).toHaveAttribute('href', '/alerts?status=ignored');
    expect(screen.getByText('3 block builds')).toBeInTheDocument();
    expect(link('2 projects with critical alerts: open active critical alerts')).toHaveAttribute(
      'href',
      '/alerts?level=critical&status=active',
    );
    expect(link('9 dependencies affected by High vulnerabilities: open High vulnerabilities')).toHaveAttribute(
      'href',
      '/vulnerabilities?severity=high',
    );
    expect(link('6 dependencies under Strong copyleft licenses: open Strong copyleft licenses')).toHaveAttribute(
      'href',
      '/licenses?category=strong_copyleft',
    );
    expect(link('2 disabled webhooks: open disabled webhooks')).toHaveAttribute(
      'href',
      '/settings/webhooks?is_active=false',
    );
    expect(link('1 run running: open running runs')).toHaveAttribute('href', '/runs?status=running');
    expect(link('2 runs failed in the last 24 hours: open failed runs')).toHaveAttribute('href', '/runs?status=failed');
  });

  it('ranks projects and lists recent runs with their outcome', async () => {
    mockFetch(server());
    renderOverview();
    const top = await screen.findByRole('table', { name: 'Projects with the most alerts' });
    const rows = within(top).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['web-shop', 'billing']);
    expect(
      within(top).getByRole('link', { name: '4 active alerts of level Critical in web-shop: open them' }),
    ).toHaveAttribute('href', '/alerts?project=7&level=critical&status=active');
    const recent = screen.getByRole('table', { name: 'Recent runs' });
    expect(within(recent).getByRole('link', { name: '#12' })).toHaveAttribute('href', '/runs/12');
    expect(within(recent).getByText('3 new alerts, 1 resolved')).toBeInTheDocument();
    expect(within(recent).getByText('Failed')).toBeInTheDocument();
  });

  it('ranks the projects by duplicated code and the pairs that share the most, each opening its clones', async () => {
    mockFetch(server());
    renderOverview();
    const projects = await screen.findByRole('table', { name: 'Projects with the most duplicated code' });
    const cells = (table: HTMLElement) =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        );
    expect(
      within(projects)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Project', 'Duplicated', 'Lines', 'Clones']);
    expect(cells(projects)).toEqual([
      ['notification-service', '31.3%', '150', '4'],
      ['web-shop', '4.5%', '1,204', '12'],
    ]);
    expect(within(projects).getByRole('link', { name: 'Clones of notification-service' })).toHaveAttribute(
      'href',
      '/projects/9#project-clones',
    );
    const pairs = screen.getByRole('table', { name: 'Projects that share the most code' });
    expect(cells(pairs)).toEqual([['web-shop ↔ notification-service', '3', '132']]);
    expect(
      within(pairs).getByRole('link', { name: 'Clones shared by web-shop and notification-service' }),
    ).toHaveAttribute('href', '/projects/7?cother_project=9#project-clones');
  });

  it('says when no duplicated code was found yet', async () => {
    mockFetch(
      routesHandler({
        'GET /api/profile/': () => json(PROFILE),
        'GET /api/dashboard/': () => json(DASHBOARD),
        'GET /api/dashboard/trends/': () => json({ days: 30, points: [] }),
        'GET /api/clones/overview/': () => json({ projects: [], pairs: [] }),
      }),
    );
    renderOverview();
    expect(
      await screen.findByText('No duplicated code found yet. It appears once "Find clones" has run on a project.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No two projects share code yet.')).toBeInTheDocument();
  });

  it('draws each trend as an image with a description, its figures a table away; switches to 90 days', async () => {
    const asked: string[] = [];
    mockFetch(server(asked));
    const { user } = renderOverview();
    const flow = await screen.findByRole('img', { name: 'Alerts opened and resolved over 30 days' }, { timeout: 5000 });
    expect(flow).toHaveAccessibleDescription(
      'Alerts opened and resolved per day: 14 opened and 2 resolved in the period.',
    );
    expect(screen.getByRole('img', { name: 'Active alerts by level over 30 days' })).toHaveAccessibleDescription(
      'Active alerts at the end of each day, one line per level. On the last day: Critical 4, Warning 7, Info 2.',
    );
    expect(screen.getByRole('img', { name: 'Vulnerable dependencies over 30 days' })).toHaveAccessibleDescription(
      'Dependencies with a known vulnerability at the end of each day: 31 on the first counted day, 31 on the last.',
    );

    // The first chart as a table: newest day first, same description; and back to the chart.
    const toggles = screen.getAllByRole('button', { name: 'Show as table' });
    expect(toggles).toHaveLength(3);
    await user.click(toggles[0]!);
    const table = screen.getByRole('table', { name: 'Alerts opened and resolved over 30 days' });
    expect(table).toHaveAccessibleDescription(
      'Alerts opened and resolved per day: 14 opened and 2 resolved in the period.',
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Alerts opened', 'Alerts resolved']);
    const days = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(days).toHaveLength(2);
    expect(days[0]).toBe('Today (so far)');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent(/9\s*1$/);
    expect(screen.queryByRole('img', { name: 'Alerts opened and resolved over 30 days' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show as chart', pressed: true }));
    expect(screen.getByRole('img', { name: 'Alerts opened and resolved over 30 days' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '90 days' }));
    const vulnerable = await screen.findByRole('img', { name: 'Vulnerable dependencies over 90 days' });
    expect(vulnerable).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Show as table' })[2]!);
    const longer = screen.getByRole('table', { name: 'Vulnerable dependencies over 90 days' });
    // A rebuilt day has no dependency count.
    expect(within(longer).getByRole('row', { name: /\(rebuilt\)/ })).toHaveTextContent('—');
    expect(asked).toEqual(['30', '90']);
  });

  it('says when no day has a dependency count yet', async () => {
    mockFetch(
      routesHandler({
        'GET /api/profile/': () => json(PROFILE),
        'GET /api/dashboard/': () => json(DASHBOARD),
        'GET /api/dashboard/trends/': () =>
          json({ days: 30, points: [point('2026-11-22', { backfilled: true, vulnerable_dependencies: null })] }),
      }),
    );
    renderOverview();
    expect(
      await screen.findByRole('img', { name: 'Vulnerable dependencies over 30 days' }, { timeout: 5000 }),
    ).toHaveAccessibleDescription('No day in this period has a count of vulnerable dependencies yet.');
  });

  it('says when the counts cannot be loaded, and retries', async () => {
    let fail = true;
    mockFetch(
      routesHandler({
        'GET /api/profile/': () => json(PROFILE),
        'GET /api/dashboard/': () => (fail ? json({ detail: 'The database is unavailable.' }, 503) : json(DASHBOARD)),
        'GET /api/dashboard/trends/': () => json({ days: 30, points: [] }),
      }),
    );
    const { user } = renderOverview();
    expect(await screen.findByText('The overview could not be loaded', {}, { timeout: 10_000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Active alerts' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    mockFetch(server());
    const { user } = renderOverview();
    await screen.findByRole('img', { name: 'Alerts opened and resolved over 30 days' }, { timeout: 5000 });
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getAllByRole('button', { name: 'Show as table' })[1]!);
    expect(screen.getByRole('table', { name: 'Active alerts by level over 30 days' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('reads in Russian', async () => {
    await activateLanguage('ru');
    mockFetch(server());
    renderOverview();
    expect(await screen.findByRole('heading', { level: 1, name: 'Обзор' })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Активных оповещений уровня «Критический»: 4. Открыть их' }),
    ).toHaveAttribute('href', '/alerts?level=critical&status=active');
    expect(screen.getByText('3 блокируют сборки')).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'Активные оповещения по уровням за 30 дней' }, { timeout: 5000 }),
    ).toHaveAccessibleDescription(
      'Активные оповещения на конец каждого дня, по линии на уровень. В последний день: Критический — 4, Предупреждение — 7, Информация — 2.',
    );
    expect(screen.getAllByRole('button', { name: 'Показать таблицей' })).toHaveLength(3);
    expect(screen.getByText('3 новых оповещения, устранено: 1')).toBeInTheDocument();
    const pairs = await screen.findByRole('table', { name: 'Проекты с наибольшим общим кодом' });
    expect(
      within(pairs).getByRole('link', { name: 'Общие клоны проектов web-shop и notification-service' }),
    ).toBeVisible();
    const projects = screen.getByRole('table', { name: 'Проекты с наибольшей долей дублированного кода' });
    expect(within(projects).getByText('31,3 %')).toBeInTheDocument();
  });
});
