import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

const run = promisify(execFile);

type Fixtures = {
  /** The admin token the service printed on its first start. */
  adminToken: string;
  /** Signs in through the login page, as a person would. */
  signIn: (token: string) => Promise<void>;
  /** `npm run token`, run against the service while it runs. */
  createToken: (username: string, role?: 'administrator' | 'security_manager' | 'auditor' | 'user') => Promise<string>;
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
