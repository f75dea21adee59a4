/**
 * `npm run check:bundle [-- --dist DIR]`: size budgets for what each route loads (gzip, JS + CSS), read
 * from Vite's manifest; exits 1 when a route is over its budget. The login page is the entry chunk's
 * own (main.tsx shows it without the router when someone opens /login, issue 19), so the login route
 * is the entry chunk and everything it imports statically, plus what the page fetches as it renders
 * (LOGIN_ON_RENDER, by language). Every other route loads the entry, the router chunk (react-router and
 * the route table), the console's English catalog and its lazy page chunk (inside the app layout, except
 * the not-found page), the lazy chunks the page renders at once (ON_RENDER) and everything those import
 * statically — the walk `npm run bench:bundle` prints too, and e2e/bundle-walk.spec.ts holds to what
 * Chromium loads (issue 28: the walk had followed static imports only). Every page chunk in
 * the build is checked: a page without a budget of its own gets DEFAULT_PAGE_BUDGET_KB, so a new
 * section cannot slip in unmeasured.
 *
 * Budgets sit 3-5 % above the sizes measured when they were set (BENCHMARKS.md), rounded up to 5 kB;
 * raise one only on purpose, in the commit that makes the route heavier, and say why.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

/** kB gzip, JS + CSS; the comment is the size measured when the budget was set. */
export const BUDGETS_KB: Record<string, number> = {
  login: 110, // 103.7, everything it loads in English (issue 19): the page, its messages and React + Mantine in the entry, no router; 145 at 140.5 (+15.8 kB catalog, then uncounted) before
  'login (Russian)': 110, // 104.7: plus its Russian messages (0.9 kB)
  'login (signing in)': 160, // 152.9: plus the sign-in code and the console's English catalogs, loaded on the first input or submit; 180 at 174.6 before
  'alerts/alerts-page': 315, // 304 (issue 28: counts the on-render chunks: the console's English catalog, 22.0 kB; Export CSV's code, 1.0 kB; 281 by the static walk, budget raised from 285 on purpose: it was undercounted, not heavier); before: 272.7 (issue 19: notifications container on demand, the login page in the entry); before: 280.4 with triage (issue 17: row selection, tab counts, bulk ignore and undo; the dialog is lazy) and the Export CSV button's loader; 275.0 before
  'artifact-repositories/artifact-repositories-page': 295, // 284 (issue 28: counts the on-render chunks: the console's English catalog, 22.0 kB; Export CSV's code, 1.0 kB; 261 by the static walk, budget raised from 265 on purpose: it was undercounted, not heavier); before: 254.4 (issue 19: notifications container on demand, the login page in the entry); before: 258.0
  'artifact-repositories/artifact-repository-detail-page': 265, // 253.4 (issue 28: counts the on-render chunks: the console's English catalog, 22.0 kB; 231.4 by the static walk, budget raised from 235 on purpose: it was undercounted, not heavier); before: 226.1 (issue 19: notifications container on demand, the login page in the entry); before: 225.5
  'authors/author-detail-page': 420, // 407.1 (issue 28: counts the on-render chunks: the console's English catalog, 22.0 kB; the activity chart (@mantine/charts + recharts) and the projects table, 153.9 kB; 231.3 by the static walk, budget raised from 235 on purpose: it was undercounted, not heavier); before: 225.3 (issue 19: notifications container on demand, the login page in the entry); before: 224.8
  'authors/authors-page': 295, // 283.5 (issue 28: counts the on-render chunks: the console's English catalog, 22.0 kB; Export CSV's code, 1.0 kB; 260.5 by the static walk, budget raised from 265 on purpose: it was undercounted, not heavier); before: 254.2 (issue 19: notifications container on demand, the login page in the entry); before: 257.4
  'container-images/container-image-detail-page': 325, // 315.4 (issue 28: counts the on-render chunks: the console's English catalog, 22.0 kB; Export CSV's code, 1.0 kB; the sections below the fields (runs, components, vulnerabilities, alerts), 58.2 kB; 234.2 by the static walk, budget raised from 275 on purpose: it was undercounted, not heavier); before: 266.6 (issue 19: notifications container on demand, the login page in the entry); before: 275.6 with i18n (Lingui runtime) and the translated label tables
  'container-images/container-images-page': 295, // 285.7 (issue 28: counts the on-render chunks: the console's English catalog, 22.0 kB; Export CSV's code, 1.0 kB; 262.7 by the static walk, budget raised from 265 on purpose: it was undercounted, not heavier); before: 256.1 (issue 19: notifications container on demand, the login page in the entry); before: 259.3
  'dependencies/dependencies-page': 295, // 283.4 (issue 28: counts the on-render chunks: the console's English catalog, 22.0 kB; Export CSV's code, 1.0 kB; 260.4 by the static walk, budget raised from 265 on purpose: it was undercounted, not heavier); before: 255.8 (issue 19: notifications container on demand, the login page in the entry); before: 259.2
  'dependencies/dependency-detail-page': 260, // 251.9 (issue 28: counts the on-render chunks: the console's English catalog, 22.0 kB; 230 by the static walk, budget raised from 235 on purpose: it was undercounted, not heavier); before: 227.2 (issue 19: notifications container on demand, the login page in the entry); before: 226.6
  'licenses/licenses-page': 290, // 281.5 (issue 28: counts the on-render chunks: the console's English catalog, 22.0 kB; Export CSV's code, 1.0 kB; 258.5 by the static walk, budget raised from 265 on purpose: it was undercounted, not heavier); before: 254.5 (issue 19: notifications container on demand, the login page in the entry); before: 255.4
  'ml-model/ml-model-page': 295, // 284.1 (issue 28: counts the on-render chunks: the console's English catalog, 22.0 kB; 262.1 by the static walk, budget raised from 270 on purpose: it was undercounted, not heavier); before: 259.8 (issue 19: notifications container on demand, the login page in the entry); before: 265.1 with the shell's Overview link and the run summary in the contract's run schema (issue 17)
  'overview/overview-page': 450, // 434.9 (issue 28: counts the on-render chunks: the console's English catalog, 22.0 kB; the trends' charts (@mantine/charts + recharts), 147.8 kB; 265.1 by the static walk, budget raised from 270 on purpose: it was undercounted, not heavier); before: 258.8 (issue 19: notifications container on demand, the login page in the entry); before: 265.1 the home page (issue 17): tiles, top projects and recent runs; its trends (charts: @mantine/charts + recharts, 139.4 kB JS + 2.4 kB CSS) are a lazy chunk of their own, loaded after the tiles
  'policies/policies-page': 305, // 293.4 (issue 28: counts the on-render chunks: the console's English catalog, 22.0 kB; Export CSV's code, 1.0 kB; 270.4 by the static walk, budget raised from 280 on purpose: it was undercounted, not heavier); before: 270.9 (issue 19: notifications container on demand, the login page in the entry); before: 268.9
  'policies/policy-detail-page': 300, // 288.2 (issue 28: counts the on-render chunks: the console's English catalog, 22.0 kB; 266.2 by the static walk, budget raised from 275 on purpose: it was undercounted, not heavier); before: 268.4 (issue 19: notifications container on demand, the login page in the entry); before: 271.3 with i18n and the condition-tree schema of the contract (issue 15)
  'policies/policy-form-page': 365, // 350.9 (issue 28: counts the on-render chunks: the console's English catalog, 22.0 kB; 328.9 by the static walk, budget raised from 335 on purpose: it was undercounted, not heavier); before: 325.8 (issue 19: notifications container on demand, the login page in the entry); before: 331.2 with i18n and the condition-tree schema of the contract (issue 15)
  'profile/profile-page': 275, // 266.7 (issue 28: counts the on-render chunks: the console's English catalog, 22.0 kB; the profile form (zod and the form helpers), 17.7 kB; 227 by the static walk, budget raised from 260 on purpose: it was undercounted, not heavier); before: 252.0 (issue 19: notifications container on demand, the login page in the entry); before: 255.5
  'projects/project-detail-page': 335, // 320.8 (issue 28: counts the on-render chunks: the console's English catalog, 22.0 kB; Export CSV's code, 1.0 kB; the sections below the runs, 14.0 kB; 283.8 by the static walk, budget raised from 288 on purpose: it was undercounted, not heavier); before: 277.9 (issue 19: notifications container on demand, the login page in the entry); before: 287.1 with issue 18's History section (audit rows and their field diffs)
  'projects/project-form-page': 335, // 325 (issue 28: counts the on-render chunks: the console's English catalog, 22.0 kB; 303.1 by the static walk, budget raised from 305 on purpose: it was undercounted, not heavier); before: 293.8 (issue 19: notifications container on demand, the login page in the entry); before: 293.8
  'projects/projects-page': 300, // 287 (issue 28: counts the on-render chunks: the console's English catalog, 22.0 kB; Export CSV's code, 1.0 kB; 264.1 by the static walk, budget raised from 265 on purpose: it was undercounted, not heavier); before: 256.7 (issue 19: notifications container on demand, the login page in the entry); before: 259.7
  'proprietors/proprietors-page': 290, // 280.8 (issue 28: counts the on-render chunks: the console's English catalog, 22.0 kB; Export CSV's code, 1.0 kB; 257.8 by the static walk, budget raised from 265 on purpose: it was undercounted, not heavier); before: 253.9 (issue 19: notifications container on demand, the login page in the entry); before: 256.6; 265.3 with Export CSV (issue 17): +0.4 kB in the list scaffold (the lazy button's loader and placeholder, the list query's export target), the export code itself a lazy chunk
  'runs/run-detail-page': 300, // 289 (issue 28: counts the on-render chunks: the console's English catalog, 22.0 kB; an SCA run's per-file results table, 22.2 kB; 244.8 by the static walk, budget raised from 245 on purpose: it was undercounted, not heavier); before: 236.7 (issue 19: notifications container on demand, the login page in the entry); before: 241.3 with i18n and the translated label tables
  'runs/runs-page': 305, // 296 (issue 28: counts the on-render chunks: the console's English catalog, 22.0 kB; Export CSV's code, 1.0 kB; 273 by the static walk, budget raised from 285 on purpose: it was undercounted, not heavier); before: 272.4 (issue 19: notifications container on demand, the login page in the entry); before: 280.3 with i18n and the translated label tables
  'vulnerabilities/vulnerabilities-page': 295, // 284.8 (issue 28: counts the on-render chunks: the console's English catalog, 22.0 kB; Export CSV's code, 1.0 kB; 261.8 by the static walk, budget raised from 265 on purpose: it was undercounted, not heavier); before: 257.0 (issue 19: notifications container on demand, the login page in the entry); before: 258.8
  'vulnerabilities/vulnerability-detail-page': 300, // 290.9 (issue 28: counts the on-render chunks: the console's English catalog, 22.0 kB; Export CSV's code, 1.0 kB; 267.9 by the static walk, budget raised from 270 on purpose: it was undercounted, not heavier); before: 259.9 (issue 19: notifications container on demand, the login page in the entry); before: 270.2 with issue 18's role table beside the profile query; 271.4 with Export CSV on its dependency list (issue 17): +0.4 kB in the list scaffold, the export code a lazy chunk
  'webhooks/triggers-page': 315, // 303.9 (issue 28: counts the on-render chunks: the console's English catalog, 22.0 kB; 281.9 by the static walk, budget raised from 290 on purpose: it was undercounted, not heavier); before: 279.3 (issue 19: notifications container on demand, the login page in the entry); before: 279.3 with the "Send example event" picker (Mantine Select)
  'webhooks/webhook-form-page': 340, // 328.5 (issue 28: counts the on-render chunks: the console's English catalog, 22.0 kB; 306.5 by the static walk, budget raised from 315 on purpose: it was undercounted, not heavier); before: 305.5 (issue 19: notifications container on demand, the login page in the entry); before: 311.6 with Mantine's theme variables written at run time (issue 19); 316.0 before: the form alone since the webhook page (issue 16) took the drawer, signing card and timeline
  'webhooks/webhook-page': 340, // 326.7 (issue 28: counts the on-render chunks: the console's English catalog, 22.0 kB; Export CSV's code, 1.0 kB; 303.7 by the static walk, budget raised from 310 on purpose: it was undercounted, not heavier); before: 298.6 (issue 19: notifications container on demand, the login page in the entry); before: 305.1: what the edit page carried before (338.9 with form), minus the form, plus Tabs and Switch (issue 16)
  'users/users-page': 305, // 292.2 (issue 28: counts the on-render chunks: the console's English catalog, 22.0 kB; the people pages' route loader, 0.9 kB; Export CSV's code, 1.0 kB; 268.2 by the static walk, budget raised from 275 on purpose: it was undercounted, not heavier); before: 264.8 (issue 19); had the default budget
  'audit-log/audit-log-page': 290, // 280.6 (issue 28: counts the on-render chunks: the console's English catalog, 22.0 kB; the people pages' route loader, 0.9 kB; Export CSV's code, 1.0 kB; 256.7 by the static walk, budget raised from 265 on purpose: it was undercounted, not heavier); before: 253.6 (issue 19); had the default budget
  'webhooks/webhooks-page': 320, // 307.5 (issue 28: counts the on-render chunks: the console's English catalog, 22.0 kB; Export CSV's code, 1.0 kB; 284.5 by the static walk, budget raised from 295 on purpose: it was undercounted, not heavier); before: 283.1 (issue 19: notifications container on demand, the login page in the entry); before: 291.5 with i18n, health badges and Retry now (issue 16)
  'shell/not-found-page': 170, // 161.2 (issue 28: counts the on-render chunks: the console's English catalog, 22.0 kB; 139.3 by the static walk, budget raised from 145 on purpose: it was undercounted, not heavier); before: 138.5: the entry (now holding the login page and its inputs, issue 19) plus the router chunk, raised from 135 on purpose: the login page renders from the entry alone; 127.5 when the router was in the entry
};
/**
 * For a page with no budget of its own: as much as the heaviest list page (webhooks); 290 before issue 28
 * counted the on-render chunks.
 */
export const DEFAULT_PAGE_BUDGET_KB = 320;

/**
 * What the login page fetches besides the entry chunk, by when. In English it renders from the entry
 * alone (its messages are in it); in Russian it fetches its Russian messages first. The sign-in code
 * (zod, react-query's cache, the API client) and the console's catalogs load on the first input into
 * the form or on submit (src/app/features/auth/load-sign-in.ts), the signed-in app after the sign-in.
 */
const LOGIN_ON_RENDER: Record<'en' | 'ru', string[]> = { en: [], ru: ['src/app/locales/login-ru.ts'] };
const LOGIN_ON_INPUT = ['src/app/features/auth/sign-in.ts', 'src/app/locales/en.ts'];
/** The router chunk every route but the login page's first render loads (src/app/first-page.tsx). */
const ROUTER = 'src/app/app-router.tsx';
/**
 * What every route but the login page loads besides its page: the router chunk, and the console's English
 * catalog, which loadConsole (src/app/first-page.tsx) fetches beside it through a dynamic import of the
 * entry (src/app/lib/i18n.ts); issue 28: the walk missed the catalog (22.0 kB) on every signed-in page.
 */
const CONSOLE = [ROUTER, 'src/app/locales/en.ts'];
/**
 * Routes whose lazy loader (routes.tsx) is a chunk of its own that then imports the page: the people
 * pages share people-pages.ts, which the router loads before either page.
 */
const ROUTE_LOADERS: Record<string, string> = {
  'src/app/features/users/users-page.tsx': 'src/app/people-pages.ts',
  'src/app/features/audit-log/audit-log-page.tsx': 'src/app/people-pages.ts',
};
/**
 * Lazy chunks a page renders as it first renders, with nobody doing anything: wherever the walk visits a
 * chunk that imports one of these dynamically, it follows that import too (issue 28: the walk counted
 * static imports only, and missed these). Why each loads at once is its value. Lazy chunks not listed
 * load on an action (a dialog opened, a preview asked for, a download, the first notification, another
 * language); e2e/bundle-walk.spec.ts opens routes in Chromium and fails on any file the walk does not count.
 */
export const ON_RENDER: Record<string, string> = {
  'src/app/components/export-csv-button.tsx':
    'every exportable list (components/list-page.tsx) renders Export CSV with the list; its code follows it',
  'src/app/features/projects/project-sections.ts':
    "the project page's sections below its runs (authors, secrets, clones, SBOM, dependencies), rendered at once",
  'src/app/features/container-images/image-sections.ts':
    "the image page's sections below its fields (runs, components, vulnerabilities, alerts), rendered at once",
  'src/app/features/overview/trends-section.tsx':
    "the overview's trends (charts: @mantine/charts + recharts), rendered below the tiles at once",
  'src/app/features/authors/author-projects.tsx': "the author page's projects, rendered at once",
  'src/app/features/authors/activity-chart.tsx': "the author page's activity chart, rendered at once",
  'src/app/features/profile/profile-form.tsx': 'the profile form, rendered once the profile has loaded',
  'src/app/components/sca-file-results.tsx':
    "an SCA run's per-file results (features/runs/run-summary.tsx), rendered at once when the run has them",
};

type Chunk = { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] };
type Row = { route: string; chunks: number; jsKb: number; cssKb: number; budgetKb: number; ownBudget: boolean };
/** A route's files by kind, as dist-relative paths (`assets/….js`). */
type RouteFiles = { route: string; js: Set<string>; css: Set<string> };

/** The files each route loads, by the walk described above. */
export function routeFiles(dist: string): RouteFiles[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
  const load = (keys: string[]) => {
    const js = new Set<string>();
    const css = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the Vite manifest: was it renamed?`);
      if (js.has(chunk.file)) return;
      js.add(chunk.file);
      for (const file of chunk.css ?? []) css.add(file);
      for (const imported of chunk.imports ?? []) visit(imported);
      for (const imported of chunk.dynamicImports ?? []) if (imported in ON_RENDER) visit(imported);
    };
    ['index.html', ...keys].forEach(visit);
    return { js, css };
  };
  const pages = Object.keys(manifest)
    .filter((key) => /^src\/app\/(features\/[^/]+|shell)\/[^/]+-page\.tsx$/.test(key))
    // The login page is in the entry chunk, not a page chunk of its own (the route /login is login-route.tsx).
    .filter((key) => key !== 'src/app/features/auth/login-page.tsx')
    .sort();
  const routes: [string, string[]][] = [
    ['login', LOGIN_ON_RENDER.en],
    ['login (Russian)', LOGIN_ON_RENDER.ru],
    // The same page once someone types or submits: plus the sign-in code and the console's catalogs.
    ['login (signing in)', [...LOGIN_ON_RENDER.en, ...LOGIN_ON_INPUT]],
    ...pages.map((key): [string, string[]] => [
      key.replace(/^src\/app\/(features\/)?/, '').replace(/\.tsx$/, ''),
      // The not-found page is a top-level route (routes.tsx), shown without the signed-in layout.
      key === 'src/app/shell/not-found-page.tsx'
        ? [...CONSOLE, key]
        : [...CONSOLE, 'src/app/shell/app-layout.tsx', ...(key in ROUTE_LOADERS ? [ROUTE_LOADERS[key]!] : []), key],
    ]),
  ];
  const walked = routes.map(([route, keys]) => ({ route, ...load(keys) }));
  // A renamed or removed lazy chunk must not leave a stale entry that counts nothing.
  for (const key of Object.keys(ON_RENDER)) {
    const file = manifest[key]?.file;
    if (!file || !walked.some((r) => r.js.has(file))) {
      throw new Error(`ON_RENDER's ${key} is not imported by any route's chunks: was it renamed or removed?`);
    }
  }
  return walked;
}

export function measureRoutes(dist: string): Row[] {
  const gzipKb = (paths: Set<string>) =>
    [...paths].reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0) / 1024;
  return routeFiles(dist).map(({ route, js, css }) => {
    const own = BUDGETS_KB[route];
    return {
      route,
      chunks: js.size,
      jsKb: gzipKb(js),
      cssKb: gzipKb(css),
      budgetKb: own ?? DEFAULT_PAGE_BUDGET_KB,
      ownBudget: own !== undefined,
    };
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' } } });
  const rows = measureRoutes(values.dist!);
  const width = Math.max(...rows.map((r) => r.route.length)) + 2;
  console.log(`${'route'.padEnd(width)}chunks   JS kB   CSS kB   total kB   budget kB (gzip)`);
  const over: string[] = [];
  for (const r of rows) {
    const total = r.jsKb + r.cssKb;
    const fails = total > r.budgetKb;
    if (fails) over.push(`${r.route}: ${total.toFixed(1)} kB > ${r.budgetKb} kB`);
    console.log(
      `${r.route.padEnd(width)}${String(r.chunks).padStart(6)}${r.jsKb.toFixed(1).padStart(8)}${r.cssKb.toFixed(1).padStart(9)}` +
        `${total.toFixed(1).padStart(11)}${String(r.budgetKb).padStart(12)}${r.ownBudget ? '' : ' (default)'}${fails ? '  OVER' : ''}`,
    );
  }
  if (over.length) {
    console.error(
      `Bundle budget exceeded:\n  ${over.join('\n  ')}\nMake the route lighter, or raise its budget in scripts/check-bundle.ts on purpose.`,
    );
    process.exit(1);
  }
  console.log(`Every route is within its budget (${rows.length} routes).`);
}
