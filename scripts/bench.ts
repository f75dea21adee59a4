/**
 * `npm run bench`: the API, delivery and bundle benchmarks in one go, then one summary table with the
 * machine they ran on. The API and delivery benchmarks run on the embedded database and, when
 * PostgreSQL is installed, on a throwaway cluster too (scripts/pg-throwaway.sh). Each benchmark's own output is shown as it runs.
 * BENCH_DIST=DIR builds the console there instead of dist/.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { cpus, loadavg, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureRoutes } from './check-bundle';

const TSX = join('node_modules', '.bin', 'tsx');
const THROWAWAY = join('scripts', 'pg-throwaway.sh');

/** Runs a script, echoing its output, and returns the output. */
function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  console.log(`\n── ${label} ──`);
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
    process.stdout.write(chunk);
  });
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${label} exited with ${code}`)))),
  );
}

const rows: [string, string][] = [];
const started = Date.now();
const loadBefore = loadavg()[0]!;

// API: p50/p99 per scenario.
const apiRows = (label: string, output: string) => {
  // scenario, cold, p50, p99, max (ms), req/s: the table bench-api.ts prints.
  const matches = [
    ...output.matchAll(/^(page \d+(?:, search)?)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+(\d+)$/gm),
  ];
  if (matches.length !== 4)
    throw new Error(`bench:api${label} printed ${matches.length} of its 4 scenario rows:\n${output}`);
  for (const m of matches) {
    rows.push([
      `api${label} /api/dependencies/ ${m[1]}`,
      `p50 ${m[3]} ms, p99 ${m[4]} ms, ${m[6]} req/s (cold ${m[2]} ms, max ${m[5]} ms)`,
    ]);
  }
};
apiRows('', await run('bench:api', TSX, ['scripts/bench-api.ts'], { DATABASE_URL: '' }));

// Delivery: embedded, then PostgreSQL when installed.
const delivery = (label: string, output: string) => {
  const pick = (pattern: RegExp) => pattern.exec(output)?.slice(1) ?? [];
  const [intake] = pick(/intake:\s+(\d+) events\/s/);
  const [events, requests] = pick(/delivered:\s+(\d+) events in (\d+) requests/);
  const [rate] = pick(/delivery rate:\s+(\d+) events\/s/);
  const [endToEnd] = pick(/end to end:\s+(\d+) events\/s/);
  const [drain, ticks] = pick(/last event → last arrival: ([\d.]+) s \(([\d.]+) ticks\)/);
  const [p50, p99] = pick(/p50 (\d+) ms, p99 (\d+) ms/);
  const [rssBefore, rss] = pick(/RSS:\s+(\d+) MiB before the first event, peak (\d+) MiB/);
  rows.push([
    `delivery ${label}`,
    `${events} events in ${requests} requests; intake ${intake} events/s while delivering; delivery ${rate} events/s; ${endToEnd} events/s end to end`,
  ]);
  rows.push([
    `delivery ${label} latency`,
    `last arrival ${drain} s (${ticks} ticks) after the last event; event → arrival p50 ${p50} ms, p99 ${p99} ms (tick 5 s, window 5 s); RSS ${rssBefore} → peak ${rss} MiB`,
  ]);
};
delivery('(embedded)', await run('bench:delivery, embedded', TSX, ['scripts/bench-delivery.ts'], { DATABASE_URL: '' }));
const pgInstalled =
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((v) => existsSync(join('/usr/lib/postgresql', v, 'bin', 'initdb')));
if (pgInstalled) {
  const dir = mkdtempSync(join(tmpdir(), 'argus-bench-pg-'));
  // bench:api seeds the cluster (seed:large) on its first run; its DATA_DIR only holds the secret key.
  const apiDir = mkdtempSync(join(tmpdir(), 'argus-bench-api-pg-'));
  try {
    const server = execFileSync(THROWAWAY, ['start', dir], { encoding: 'utf8' }).trim();
    const url = new URL(server);
    url.pathname = '/postgres';
    delivery(
      '(PostgreSQL 15)',
      await run('bench:delivery, PostgreSQL', TSX, ['scripts/bench-delivery.ts'], { DATABASE_URL: url.toString() }),
    );
    apiRows(
      ' (PostgreSQL 15)',
      await run('bench:api, PostgreSQL', TSX, ['scripts/bench-api.ts'], {
        DATABASE_URL: url.toString(),
        BENCH_DATA_DIR: apiDir,
      }),
    );
  } finally {
    execFileSync(THROWAWAY, ['stop', dir], { stdio: 'inherit' });
    rmSync(apiDir, { recursive: true, force: true });
  }
} else {
  rows.push(['api and delivery (PostgreSQL)', 'skipped: PostgreSQL not installed (apt-get install postgresql)']);
}

// Bundle: the same walk as bench:bundle, over every page (scripts/check-bundle.ts).
const dist = process.env.BENCH_DIST ?? 'dist';
await run('vite build', 'npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir']);
const routes = measureRoutes(dist).map((r) => ({ ...r, total: r.jsKb + r.cssKb }));
console.log('\n── bundle (gzip) ──');
for (const r of routes)
  console.log(`${r.route.padEnd(56)}${r.jsKb.toFixed(1).padStart(8)} JS${r.cssKb.toFixed(1).padStart(8)} CSS`);
const pages = routes.filter((r) => r.route !== 'login').sort((a, b) => a.total - b.total);
const login = routes.find((r) => r.route === 'login')!;
const heaviest = pages.at(-1)!;
const median = pages[Math.floor(pages.length / 2)]!;
rows.push([
  'bundle /login',
  `${login.total.toFixed(1)} kB gzip (JS ${login.jsKb.toFixed(1)} + CSS ${login.cssKb.toFixed(1)}), ${login.chunks} chunks`,
]);
rows.push(['bundle signed-in page, median', `${median.total.toFixed(1)} kB gzip (${median.route})`]);
rows.push(['bundle signed-in page, heaviest', `${heaviest.total.toFixed(1)} kB gzip (${heaviest.route})`]);

const machine = `${cpus().length} CPUs (${cpus()[0]?.model.trim()}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Node ${process.version}, load average ${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`;
const width = Math.max(...rows.map(([name]) => name.length)) + 2;
console.log(`\n══ npm run bench summary (${((Date.now() - started) / 1000).toFixed(0)} s) ══`);
console.log(`machine: ${machine}`);
for (const [name, figure] of rows) console.log(`${name.padEnd(width)}${figure}`);
