import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

const run = promisify(execFile);

type DemoProject = { id: number; name: string; stage: string };

/** The API as the administrator, for what a test sets up before it opens the console. */
type AdminApi = {
  /** GET `path`; its JSON body. */
  get: <T>(path: string) => Promise<T>;
  /** A project of the demo installation, by name. */
  project: (name: string) => Promise<DemoProject>;
  /** Creates a policy (the test fails unless the answer is 201); its id. */
  createPolicy: (policy: Record<string, unknown>) => Promise<{ id: number }>;
  /** Starts a project's SCA (202) and waits up to `timeout` ms for its run to finish; the run's id. */
  runSca: (projectId: number, timeout: number) => Promise<number>;
};

type Fixtures = {
  /** The admin token the service printed on its first start. */
  adminToken: string;
  /** Signs in through the login page, as a person would. */
  signIn: (token: string) => Promise<void>;
  /** `npm run token`, run against the service while it runs. */
  createToken: (username: string, role?: 'administrator' | 'security_manager' | 'auditor' | 'user') => Promise<string>;
  adminApi: AdminApi;
  /** Fails on any WCAG 2 A/AA violation on the page as it is now, or when the page scrolls sideways. */
  expectAccessible: () => Promise<void>;
};

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring; `{}` = none.
  baseURL: async ({}, use) => use(process.env.ARGUS_URL!),
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring; `{}` = none.
  adminToken: async ({}, use) => use(process.env.ARGUS_ADMIN_TOKEN!),
  signIn: async ({ page }, use) => {
    await use(async (token) => {
      await page.goto('/login');
      await page.getByLabel('API token').fill(token);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    });
  },
  adminApi: async ({ page, adminToken }, use) => {
    const auth = { headers: { Authorization: `Token ${adminToken}` } };
    const get = async <T>(path: string) => (await (await page.request.get(path, auth)).json()) as T;
    await use({
      get,
      project: async (name) => {
        const found = await get<{ results: DemoProject[] }>(`/api/projects/?search=${encodeURIComponent(name)}`);
        return found.results.find((p) => p.name === name)!;
      },
      createPolicy: async (policy) => {
        const created = await page.request.post('/api/policies/', { ...auth, data: policy });
        expect(created.status()).toBe(201);
        return (await created.json()) as { id: number };
      },
      runSca: async (projectId, timeout) => {
        const started = await page.request.post(`/api/analyses/projects/${projectId}/sca/start/`, auth);
        expect(started.status()).toBe(202);
        const runId = ((await started.json()) as { id: number }[])[0]!.id;
        await expect
          .poll(async () => (await get<{ status: string }>(`/api/analyses/runs/${runId}/`)).status, { timeout })
          .toBe('finished');
        return runId;
      },
    });
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring; `{}` = none.
  createToken: async ({}, use) => {
    await use(async (username, role) => {
      const args = ['scripts/token.ts', '--user', username, ...(role ? ['--role', role] : [])];
      const { stdout } = await run(join('node_modules', '.bin', 'tsx'), args, {
        env: { ...process.env, DATA_DIR: process.env.ARGUS_DATA_DIR },
      });
      const token = /^([0-9a-f]{40})$/m.exec(stdout)?.[1];
      if (!token) throw new Error(`npm run token printed no token:\n${stdout}`);
      return token;
    });
  },
  expectAccessible: async ({ page }, use) => {
    await use(async () => {
      // A modal still fading in has half-transparent text; judge the page once transitions have ended.
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const summary = results.violations.flatMap((v) =>
        v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`),
      );
      expect(summary).toEqual([]);
      // Wide tables scroll inside their own container (WCAG 1.4.10 reflow); the page itself never does.
      const wide = await page.evaluate(() => {
        const { clientWidth: width, scrollWidth } = document.documentElement;
        if (scrollWidth <= width) return [];
        // The innermost elements that reach past the window: what to fix.
        const leaves = [...document.body.querySelectorAll('*')]
          .filter((el) => el.getBoundingClientRect().right > width + 1 && el.children.length === 0)
          .slice(0, 5)
          .map(
            (el) => `${el.tagName.toLowerCase()}.${el.className} right=${Math.round(el.getBoundingClientRect().right)}`,
          );
        return [`page ${scrollWidth} px wide, window ${width} px`, ...leaves];
      });
      expect(wide, 'the page is wider than the window').toEqual([]);
    });
  },
});

export { expect };

/** An API call with a token, as another program would make it. */
export async function apiStatus(page: Page, token: string, path: string): Promise<number> {
  const res = await page.request.get(path, { headers: { Authorization: `Token ${token}` } });
  return res.status();
}
