import type { Locator, Page } from '@playwright/test';
import { routeFiles } from '../scripts/check-bundle';
import { expect, test } from './fixtures';

/**
 * `check:bundle` and `bench:bundle` measure a route by walking Vite's manifest, without a browser
 * (scripts/check-bundle.ts); this keeps the walk honest (issue 28: it missed the console's catalog and
 * the lazy chunks pages render at once). Each route is opened afresh in a signed-in tab and, once the
 * page and its lazy parts have rendered and the network is idle, the JS and CSS the document loaded must
 * be exactly the walk's files for that route: a file the walk does not count fails, and so does one it
 * counts that the page never loads. The routes cover the login page and every kind of on-render chunk
 * the walk follows.
 */

type Probe = { path: string; route: string; rendered: (page: Page) => Locator[] };

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
/** Once the lazy button's chunk has rendered: its placeholder until then is disabled. */
const exportCsv = (page: Page) => page.getByRole('button', { name: 'Export CSV', disabled: false }).first();

/** The JS and CSS files the document loaded so far, dist-relative (`assets/….js`), cached ones included. */
async function loadedFiles(page: Page): Promise<string[]> {
  const urls = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  return urls
    .map((url) => new URL(url))
    .filter((url) => url.origin === new URL(page.url()).origin && /\.(js|css)$/.test(url.pathname))
    .map((url) => url.pathname.slice(1))
    .sort();
}

test('every route loads exactly the files check:bundle counts for it', async ({
  page,
  signIn,
  adminToken,
  adminApi,
}) => {
  test.setTimeout(120_000);
  const project = await adminApi.project('payments-api');
  const scaRuns = await adminApi.get<{ results: { id: number; summary: { files?: unknown[] } | null }[] }>(
    '/api/analyses/runs/?kind=project_sca&status=finished&per_page=100',
  );
  // A run whose page shows its per-file results, the walk's upper bound for the run page.
  const scaRun = scaRuns.results.find((run) => run.summary?.files?.length);
  expect(scaRun, 'a finished SCA run of the demo with per-file results').toBeDefined();
  const author = (await adminApi.get<{ results: { id: number; name: string }[] }>('/api/authors/?per_page=1'))
    .results[0]!;
  const image = (await adminApi.get<{ results: { id: number; name: string }[] }>('/api/container_images/?per_page=1'))
    .results[0]!;

  const probes: Probe[] = [
    { path: '/policies', route: 'policies/policies-page', rendered: (p) => [h1(p, 'Policies'), exportCsv(p)] },
    { path: '/projects', route: 'projects/projects-page', rendered: (p) => [h1(p, 'Projects'), exportCsv(p)] },
    {
      path: `/projects/${project.id}`,
      route: 'projects/project-detail-page',
      rendered: (p) => [h1(p, project.name), p.getByRole('heading', { level: 2, name: 'Dependencies' }), exportCsv(p)],
    },
    {
      path: '/overview',
      route: 'overview/overview-page',
      rendered: (p) => [h1(p, 'Overview'), p.getByRole('img', { name: 'Alerts opened and resolved over 30 days' })],
    },
    {
      path: `/runs/${scaRun!.id}`,
      route: 'runs/run-detail-page',
      rendered: (p) => [h1(p, new RegExp(` run #${scaRun!.id}$`)), p.getByText('Files read')],
    },
    {
      path: `/authors/${author.id}`,
      route: 'authors/author-detail-page',
      rendered: (p) => [h1(p, author.name), p.getByRole('heading', { level: 2, name: 'Activity by month' })],
    },
    {
      path: `/container-images/${image.id}`,
      route: 'container-images/container-image-detail-page',
      rendered: (p) => [h1(p, image.name), p.getByRole('heading', { level: 2, name: 'Components' }), exportCsv(p)],
    },
    {
      path: '/profile',
      route: 'profile/profile-page',
      rendered: (p) => [h1(p, 'Profile'), p.getByRole('button', { name: 'Save' })],
    },
    { path: '/settings/users', route: 'users/users-page', rendered: (p) => [h1(p, 'Users'), exportCsv(p)] },
    { path: '/no-such-page', route: 'shell/not-found-page', rendered: (p) => [h1(p, 'Page not found')] },
  ];
  const walk = new Map(routeFiles('dist').map((r) => [r.route, [...r.js, ...r.css].sort()]));
  // The browser's default keeps 250 entries; the heaviest pages load ~80 files besides their API requests.
  await page.addInitScript(() => performance.setResourceTimingBufferSize(2000));

  // The login page first, signed out; then every other route, signed in.
  const login: Probe = { path: '/login', route: 'login', rendered: (p) => [p.getByLabel('API token')] };
  for (const probe of [login, ...probes]) {
    if (probe === probes[0]) await signIn(adminToken);
    // A new document (the session stays in sessionStorage): what a route's first render loads.
    await page.goto(probe.path);
    for (const part of probe.rendered(page)) await expect(part, probe.path).toBeVisible();
    await page.waitForLoadState('networkidle');
    const loaded = await loadedFiles(page);
    const counted = walk.get(probe.route);
    expect(counted, `${probe.route} is a route of check:bundle`).toBeDefined();
    expect(
      loaded.filter((file) => !counted!.includes(file)),
      `${probe.path}: loaded, not counted by check:bundle (add the lazy chunk to ON_RENDER with why it loads)`,
    ).toEqual([]);
    expect(
      counted!.filter((file) => !loaded.includes(file)),
      `${probe.path}: counted by check:bundle, never loaded`,
    ).toEqual([]);
  }
});
