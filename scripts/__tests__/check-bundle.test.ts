import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_BUDGET_KB, measureRoutes, ON_RENDER } from '../check-bundle';

const run = promisify(execFile);
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * A fake build: random bytes do not compress, so gzip size ≈ the size given. The page imports every
 * on-render lazy chunk (1 kB each) dynamically, and one lazy chunk it loads only on an action (`dialog`);
 * `without` leaves one on-render chunk out of the build and the page's imports, as a rename would.
 */
function fakeDist(pageKb: number, without?: string): string {
  const dist = mkdtempSync(join(tmpdir(), 'argus-fake-dist-'));
  dirs.push(dist);
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  const file = (name: string, kb: number) => {
    writeFileSync(join(dist, 'assets', name), randomBytes(Math.round(kb * 1024)));
    return `assets/${name}`;
  };
  const manifest = {
    // The entry holds the login page; the router, the other pages and the catalogs are dynamic imports.
    'index.html': {
      file: file('index.js', 70),
      css: [file('index.css', 10)],
      imports: ['_vendor.js'],
      dynamicImports: ['src/app/app-router.tsx', 'src/app/locales/login-ru.ts', 'src/app/features/auth/sign-in.ts'],
    },
    '_vendor.js': { file: file('vendor.js', 20) },
    'src/app/locales/login-ru.ts': { file: file('login-ru.js', 1) },
    'src/app/locales/en.ts': { file: file('en.js', 12) },
    'src/app/features/auth/sign-in.ts': { file: file('sign-in.js', 15), imports: ['_vendor.js'] },
    'src/app/app-router.tsx': { file: file('app-router.js', 30), imports: ['index.html'] },
    'src/app/shell/app-layout.tsx': { file: file('layout.js', 30), imports: ['_vendor.js'] },
    'src/app/features/widgets/widgets-page.tsx': {
      file: file('widgets.js', pageKb),
      dynamicImports: [
        ...Object.keys(ON_RENDER).filter((key) => key !== without),
        'src/app/features/widgets/dialog.tsx',
      ],
    },
    'src/app/features/widgets/dialog.tsx': { file: file('dialog.js', 5) },
    ...Object.fromEntries(
      Object.keys(ON_RENDER)
        .filter((key) => key !== without)
        .map((key, i) => [key, { file: file(`on-render-${i}.js`, 1) }]),
    ),
  };
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

const cli = (dist: string) => run(process.execPath, ['--import', 'tsx', 'scripts/check-bundle.ts', '--dist', dist]);

describe('npm run check:bundle', () => {
  it('measures the login page from the entry alone, its Russian and sign-in on demand, every page with the router and layout, shared chunks once', () => {
    const rows = measureRoutes(fakeDist(10));
    expect(rows.map((r) => r.route)).toEqual([
      'login',
      'login (Russian)',
      'login (signing in)',
      'widgets/widgets-page',
    ]);
    const [login, russian, signingIn, widgets] = rows;
    expect(login).toMatchObject({ chunks: 2 });
    expect(login!.jsKb).toBeGreaterThan(90);
    expect(login!.jsKb).toBeLessThan(91);
    expect(login!.cssKb).toBeGreaterThan(10);
    expect(russian).toMatchObject({ chunks: 3 });
    expect(russian!.jsKb).toBeGreaterThan(91);
    expect(russian!.jsKb).toBeLessThan(92);
    expect(signingIn).toMatchObject({ chunks: 4 });
    expect(signingIn!.jsKb).toBeGreaterThan(117);
    expect(signingIn!.jsKb).toBeLessThan(118);
    // The entry, vendor, router, catalog, layout and page (160 kB), and every on-render chunk; not the dialog.
    const onRender = Object.keys(ON_RENDER).length;
    expect(widgets).toMatchObject({ chunks: 5 + 1 + onRender, ownBudget: false, budgetKb: DEFAULT_PAGE_BUDGET_KB });
    expect(widgets!.jsKb).toBeGreaterThan(172 + onRender);
    expect(widgets!.jsKb).toBeLessThan(173 + onRender);
  });

  it('refuses an on-render chunk that no route imports any more: a stale entry would count nothing', () => {
    const [renamed] = Object.keys(ON_RENDER);
    expect(() => measureRoutes(fakeDist(10, renamed))).toThrow(`ON_RENDER's ${renamed} is not imported`);
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
