/**
 * `npm run check:lighthouse [-- --dist DIR]`: Lighthouse (desktop preset, simulated throttling) on the
 * login page of the built console, served by a real service on a fresh embedded database; exits 1
 * when a budget below is missed. Needs Chromium: Debian's /usr/bin/chromium, else Playwright's;
 * without either it says so and skips. Offline: everything it loads comes from the service.
 *
 * The signed-in pages are not measured here: their size is held by check:bundle budgets.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs, promisify } from 'node:util';

/** Scores 0–1 (at least), timings in ms and CLS (at most). Set just around the figures of BENCHMARKS.md. */
const BUDGETS = {
  scores: { performance: 0.85, accessibility: 1, 'best-practices': 0.95 },
  audits: { 'largest-contentful-paint': 2500, 'total-blocking-time': 200, 'cumulative-layout-shift': 0.02 },
};

type Report = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; displayValue?: string }>;
};

async function chromiumPath(): Promise<string | undefined> {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const { chromium } = await import('@playwright/test');
  const bundled = chromium.executablePath();
  return existsSync(bundled) ? bundled : undefined;
}

function startService(dist: string, dataDir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', ARGUS_SEED_DEMO: 'false', ARGUS_CONSOLE_DIR: dist, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(() => reject(new Error(`Argus did not start:\n${output}`)), 60_000);
    child.stdout!.on('data', () => {
      const url = /Console:\s+(\S+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolveStart({ url, stop });
      }
    });
    child.once('exit', () => reject(new Error(`Argus exited:\n${output}`)));
  });
}

const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' } } });
const dist = resolve(values.dist!);
const chrome = await chromiumPath();
if (!chrome) {
  console.log('check:lighthouse skipped: no Chromium (apt-get install chromium, or npx playwright install chromium)');
  process.exit(0);
}
if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} holds no built console: run npm run build first`);

const dataDir = mkdtempSync(join(tmpdir(), 'argus-lighthouse-'));
const service = await startService(dist, dataDir);
const failures: string[] = [];
try {
  const url = `${service.url}login`;
  const started = Date.now();
  const { stdout } = await promisify(execFile)(
    join('node_modules', '.bin', 'lighthouse'),
    [
      url,
      '--quiet',
      '--preset=desktop',
      '--only-categories=performance,accessibility,best-practices',
      '--output=json',
      '--output-path=stdout',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking',
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
  );
  const report = JSON.parse(stdout) as Report;
  console.log(`Lighthouse ${url} (desktop preset, ${((Date.now() - started) / 1000).toFixed(0)} s)`);
  for (const [category, min] of Object.entries(BUDGETS.scores)) {
    const score = report.categories[category]?.score ?? 0;
    console.log(`  ${category.padEnd(26)}${score.toFixed(2).padStart(8)}   budget ≥ ${min}`);
    if (score < min) failures.push(`${category} score ${score} < ${min}`);
  }
  for (const [audit, max] of Object.entries(BUDGETS.audits)) {
    const { numericValue = Infinity, displayValue = '?' } = report.audits[audit] ?? {};
    console.log(`  ${audit.padEnd(26)}${displayValue.padStart(8)}   budget ≤ ${max}${audit.includes('shift') ? '' : ' ms'}`);
    if (numericValue > max) failures.push(`${audit} ${displayValue} > ${max}`);
  }
} finally {
  await service.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
if (failures.length) {
  console.error(`Lighthouse budget missed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('Lighthouse budgets met.');
