import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_BUDGET_KB, measureRoutes } from '../check-bundle';

const run = promisify(execFile);
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A fake build: random bytes do not compress, so gzip size ≈ the size given. */
function fakeDist(pageKb: number): string {
  const dist = mkdtempSync(join(tmpdir(), 'argus-fake-dist-'));
  dirs.push(dist);
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  const file = (name: string, kb: number) => {
    writeFileSync(join(dist, 'assets', name), randomBytes(Math.round(kb * 1024)));
    return `assets/${name}`;
  };
  const manifest = {
    'index.html': { file: file('index.js', 100), css: [file('index.css', 10)], imports: ['_vendor.js'] },
    '_vendor.js': { file: file('vendor.js', 20) },
    'src/app/features/auth/login-page.tsx': {
      file: file('login.js', 5),
      imports: ['_vendor.js'],
      // One chunk fetched as the page renders (counted), the sign-in code only on first input (not).
      dynamicImports: ['src/app/features/auth/on-render.ts', 'src/app/features/auth/sign-in.ts'],
    },
    'src/app/features/auth/on-render.ts': { file: file('on-render.js', 2) },
    'src/app/features/auth/sign-in.ts': { file: file('sign-in.js', 15) },
    'src/app/shell/app-layout.tsx': { file: file('layout.js', 30), imports: ['_vendor.js'] },
    'src/app/features/widgets/widgets-page.tsx': { file: file('widgets.js', pageKb) },
  };
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

const cli = (dist: string) => run(process.execPath, ['--import', 'tsx', 'scripts/check-bundle.ts', '--dist', dist]);

describe('npm run check:bundle', () => {
  it('measures the login route and every page inside the layout, shared chunks once', () => {
    const rows = measureRoutes(fakeDist(10));
    expect(rows.map((r) => r.route)).toEqual(['login', 'login (signing in)', 'widgets/widgets-page']);
    const [login, signingIn, widgets] = rows;
    expect(login!.chunks).toBe(4);
    expect(login!.jsKb).toBeGreaterThan(127);
    expect(login!.jsKb).toBeLessThan(128);
    expect(signingIn!.chunks).toBe(5);
    expect(signingIn!.jsKb).toBeGreaterThan(142);
    expect(signingIn!.jsKb).toBeLessThan(143);
    expect(widgets!.chunks).toBe(4);
    expect(widgets!.jsKb + widgets!.cssKb).toBeGreaterThan(170);
    expect(widgets).toMatchObject({ ownBudget: false, budgetKb: DEFAULT_PAGE_BUDGET_KB });
  });

  it('passes within the budgets and exits 1 naming the route that is over', async () => {
    expect((await cli(fakeDist(10))).stdout).toContain('Every route is within its budget');
    const failed = cli(fakeDist(DEFAULT_PAGE_BUDGET_KB));
    await expect(failed).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(new RegExp(`widgets/widgets-page: \\d+\\.\\d kB > ${DEFAULT_PAGE_BUDGET_KB} kB`)),
    });
  });
});
