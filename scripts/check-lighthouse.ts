/**
 * `npm run check:lighthouse [-- --dist DIR] [--runs N] [--save DIR] [--baseline DIR]`: Lighthouse (desktop preset, simulated
 * throttling) on the login page and, signed in as the admin, on the policies list, both served by a
 * real service on a fresh embedded database holding the demo installation. Each page is measured
 * N times (default 5: Lighthouse's docs on variability take the median of five runs) and the run with the median
 * performance score is held to the budgets below; exits 1 when one is missed. Needs Chromium:
 * Debian's /usr/bin/chromium, else Playwright's; without either it says so and skips. Offline:
 * everything the pages load comes from the service. `--save DIR` writes every report there as JSON.
 * The yardstick (issue 19): a bare React + Mantine page, built by Vite into a temp dir and served on
 * 127.0.0.1 (scripts/lighthouse-floor), measured alternately with the login page; the script prints
 * the login page's LCP against it, and what each page fetched (requests and bytes, from Lighthouse's
 * network audit). `--baseline DIR`: another build (e.g. main's, copied aside) whose login page, served by
 * a second service, is measured in the same rounds, so two variants compare side by side.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { startServiceProcess } from '../src/server/test/service-process';
import { serveFloor } from './lighthouse-floor/serve-floor';

/** Scores 0–1 (at least), timings in ms and CLS (at most); issue 8 sets the scores. */
const BUDGETS = {
  scores: { performance: 0.95, accessibility: 1, 'best-practices': 0.95 },
  audits: { 'largest-contentful-paint': 1500, 'total-blocking-time': 150, 'cumulative-layout-shift': 0.02 },
};
/** Issue 19's target for the login page's LCP: below the floor page's times this. */
const FLOOR_LCP_MARGIN = 1.15;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

type Report = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; displayValue?: string; details?: { items?: unknown[] } }>;
};

async function chromiumPath(): Promise<string | undefined> {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const { chromium } = await import('@playwright/test');
  const bundled = chromium.executablePath();
  return existsSync(bundled) ? bundled : undefined;
}

/** Signs in through the login form, as a person would; the token then lives in this tab's sessionStorage. */
async function signIn(page: Page, baseUrl: string, token: string) {
  await page.goto(`${baseUrl}login`, { waitUntil: 'networkidle0' });
  await page.locator('input[type="password"]').fill(token);
  await Promise.all([page.waitForNavigation(), page.locator('button[type="submit"]').click()]);
  if (new URL(page.url()).pathname === '/login') throw new Error('Signing in to measure the signed-in pages failed');
}

/**
 * Lighthouse's failures to record a run's trace, which its message says to answer by running again: on
 * this shared machine one run in a few dozen hits one, on this build's pages and main's alike.
 */
const RETRYABLE = new Set(['NO_NAVSTART', 'NO_FCP']);

async function measure(page: Page, url: string, signedIn: boolean, attempt = 1): Promise<Report> {
  // A cold HTTP cache for every run; a signed-in run keeps its sessionStorage (the token).
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const result = await lighthouse(
    url,
    {
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      logLevel: 'error',
      disableStorageReset: signedIn,
    },
    desktopConfig,
    page,
  );
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const report = result.lhr as unknown as Report & { runtimeError?: { code?: string; message: string } };
  if (report.runtimeError && RETRYABLE.has(report.runtimeError.code ?? '') && attempt < 3) {
    console.log(`  (${url}: ${report.runtimeError.code}, measured again)`);
    return measure(page, url, signedIn, attempt + 1);
  }
  if (report.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${report.runtimeError.message}`);
  // A lost session would send the console to /login, and the login page would be measured instead.
  save(report);
  const shown = new URL(page.url()).pathname;
  if (shown !== new URL(url).pathname)
    throw new Error(`Lighthouse measured ${shown}, not ${url}: was the session lost?`);
  return report;
}

let saved = 0;
function save(report: Report) {
  if (!values.save) return;
  mkdirSync(values.save, { recursive: true });
  writeFileSync(join(values.save, `lighthouse-${++saved}.json`), JSON.stringify(report, null, 1));
}

function median(reports: Report[]): Report {
  const sorted = [...reports].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  return sorted[Math.floor(sorted.length / 2)]!;
}

function check(name: string, runs: Report[], failures: string[]) {
  const report = median(runs);
  const all = runs.map((run) => (run.categories.performance?.score ?? 0).toFixed(2)).join(', ');
  console.log(`${name}: performance over ${runs.length} runs ${all}; the median run:`);
  for (const [category, min] of Object.entries(BUDGETS.scores)) {
    const score = report.categories[category]?.score ?? 0;
    console.log(`  ${category.padEnd(26)}${score.toFixed(2).padStart(8)}   budget ≥ ${min}`);
    if (score < min) failures.push(`${name}: ${category} score ${score} < ${min}`);
  }
  for (const [audit, max] of Object.entries(BUDGETS.audits)) {
    const { numericValue = Infinity, displayValue = '?' } = report.audits[audit] ?? {};
    console.log(
      `  ${audit.padEnd(26)}${displayValue.padStart(8)}   budget ≤ ${max}${audit.includes('shift') ? '' : ' ms'}`,
    );
    if (numericValue > max) failures.push(`${name}: ${audit} ${displayValue} > ${max}`);
  }
}

const lcp = (report: Report) => report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
const medianOf = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

/**
 * The yardstick of issue 19: the login page's LCP against a bare React + Mantine page's
 * (scripts/lighthouse-floor), measured alternately in the same browser. The target (login below the
 * floor + 15 %) is printed, not enforced: on this shared 2-core machine the gap moves between runs.
 */
function compareWithFloor(loginRuns: Report[], floorRuns: Report[], baselineRuns: Report[]) {
  const floorLcp = medianOf(floorRuns.map(lcp));
  const limit = floorLcp * FLOOR_LCP_MARGIN;
  const list = (reports: Report[]) => reports.map((r) => lcp(r).toFixed(0)).join(', ');
  // What the page fetched until it was loaded: requests and bytes as transferred (gzip), from the median run.
  const fetched = (reports: Report[]) => {
    const run = median(reports);
    const requests = run.audits['network-requests']?.details?.items?.length ?? 0;
    const kb = (run.audits['total-byte-weight']?.numericValue ?? 0) / 1024;
    return `${requests} requests, ${kb.toFixed(1)} kB transferred`;
  };
  const pages: [string, Report[]][] = [
    ['floor (bare React + Mantine page)', floorRuns],
    ['login', loginRuns],
    ...(baselineRuns.length ? [['login of the baseline build', baselineRuns] as [string, Report[]]] : []),
  ];
  for (const [name, runs] of pages) {
    console.log(`${`${name}:`.padEnd(35)}LCP over ${runs.length} runs ${list(runs)} ms; ${fetched(runs)}`);
  }
  for (const [name, runs] of pages.slice(1)) {
    const login = medianOf(runs.map(lcp));
    console.log(
      `  median ${name} LCP ${login.toFixed(0)} ms vs floor ${floorLcp.toFixed(0)} ms: ${(login / floorLcp).toFixed(2)}× ` +
        `(target < floor + 15 % = ${limit.toFixed(0)} ms: ${login < limit ? 'met' : 'missed'}; printed, not a budget)`,
    );
  }
}

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    runs: { type: 'string', default: '5' },
    save: { type: 'string' },
    baseline: { type: 'string' },
  },
});
const dist = resolve(values.dist!);
const runs = Math.max(1, Number(values.runs));
const chrome = await chromiumPath();
if (!chrome) {
  console.log('check:lighthouse skipped: no Chromium (apt-get install chromium, or npx playwright install chromium)');
  process.exit(0);
}
if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} holds no built console: run npm run build first`);

const baselineDist = values.baseline ? resolve(values.baseline) : undefined;
if (baselineDist && !existsSync(join(baselineDist, 'index.html')))
  throw new Error(`${baselineDist} holds no built console`);

const dataDirs: string[] = [];
/** A service on a fresh data directory with the demo installation; the banner gives the URL and the admin token. */
function startService(consoleDir: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'argus-lighthouse-'));
  dataDirs.push(dataDir);
  return startServiceProcess(
    {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      ARGUS_SEED_DEMO: 'true',
      ARGUS_CONSOLE_DIR: consoleDir,
      DATABASE_URL: '',
    },
    { waitForToken: true },
  );
}
const service = await startService(dist);
// Started one after another: one that fails to start must not leave the ones before it running.
const stopOnFailure = <T>(starting: Promise<T>, started: { stop(): Promise<void> }[]) =>
  starting.catch(async (error: unknown) => {
    for (const s of started) await s.stop();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
const baseline = baselineDist ? await stopOnFailure(startService(baselineDist), [service]) : undefined;
const floor = await stopOnFailure(serveFloor(), baseline ? [service, baseline] : [service]);
const failures: string[] = [];
const started = Date.now();
let browser: Browser | undefined;
try {
  browser = await puppeteer.launch({ executablePath: chrome, args: CHROME_FLAGS, headless: true });
  const loginRuns: Report[] = [];
  const floorRuns: Report[] = [];
  const baselineRuns: Report[] = [];
  // Login, floor (and the baseline's login) alternate, so a slow spell of this shared machine weighs on all alike.
  // Each run in a tab of its own, closed after it: tabs left open on the same origin made Lighthouse lose
  // the trace of a later run now and then (NO_NAVSTART).
  const measureInNewTab = async (url: string) => {
    const tab = await browser!.newPage();
    try {
      return await measure(tab, url, false);
    } finally {
      await tab.close();
    }
  };
  for (let i = 0; i < runs; i++) {
    loginRuns.push(await measureInNewTab(`${service.url}login`));
    floorRuns.push(await measureInNewTab(floor.url));
    if (baseline) baselineRuns.push(await measureInNewTab(`${baseline.url}login`));
  }
  check('login', loginRuns, failures);
  compareWithFloor(loginRuns, floorRuns, baselineRuns);

  // Signed in afresh in a tab of its own for each run, one tab open at a time (see measureInNewTab).
  const measurePolicies = async (target: { url: string; token?: string }) => {
    const tab = await browser!.newPage();
    try {
      await signIn(tab, target.url, target.token!);
      const report = await measure(tab, `${target.url}policies`, true);
      // The list itself was shown, not only the layout around a failed or empty request.
      await tab.waitForFunction(() => document.querySelectorAll('main table:not([aria-busy]) tbody tr').length >= 5, {
        timeout: 10_000,
      });
      return report;
    } finally {
      await tab.close();
    }
  };
  const policyRuns: Report[] = [];
  const baselinePolicyRuns: Report[] = [];
  for (let i = 0; i < runs; i++) {
    policyRuns.push(await measurePolicies(service));
    if (baseline) baselinePolicyRuns.push(await measurePolicies(baseline));
  }
  if (baseline) {
    const list = (reports: Report[]) =>
      reports.map((r) => `${(r.categories.performance?.score ?? 0).toFixed(2)} (LCP ${lcp(r).toFixed(0)})`).join(', ');
    console.log(`policies, this build:     performance over ${runs} runs ${list(policyRuns)}`);
    console.log(`policies, baseline build: performance over ${runs} runs ${list(baselinePolicyRuns)}`);
  }
  check('policies (signed in, demo data)', policyRuns, failures);
} finally {
  await browser?.close();
  await service.stop();
  await baseline?.stop();
  await floor.stop();
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
}
console.log(`Lighthouse desktop preset, ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (failures.length) {
  console.error(`Lighthouse budget missed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('Lighthouse budgets met.');
