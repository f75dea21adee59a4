/**
 * `npm run bench:memory`: the embedded service's resident memory (RSS of the service process, after it
 * settles) at a first start on a fresh DATA_DIR, at a restart, after `seed:large` plus an API load of
 * 20 clients, and the size of DATA_DIR after `seed:large`. Targets (issue 19): RSS ≤ 300 MiB at every
 * point, DATA_DIR ≤ 150 MB. Prints figures; exits 0 either way (a benchmark, not a test).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServiceProcess } from '../src/server/test/service-process';
import { benchClients } from './bench-clients';

const CLIENTS = 20;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const TSX = join('node_modules', '.bin', 'tsx');
const dataDir = mkdtempSync(join(tmpdir(), 'argus-bench-memory-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  ARGUS_CONSOLE_DIR: '/nonexistent',
  ARGUS_LOG: 'silent',
};

const rssMiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const settle = () => new Promise((resolve) => setTimeout(resolve, 3000));
const duMB = (path: string) => Number(execFileSync('du', ['-sb', path], { encoding: 'utf8' }).split('\t')[0]) / 1e6;
const rows: [string, string][] = [];
/** Printed as measured: a run cut short still shows what it got. */
const report = (label: string, value: string) => {
  rows.push([label, value]);
  console.log(`${label}: ${value}`);
};

async function measureStart(label: string, load?: (url: string) => Promise<void>) {
  const service = await startServiceProcess({ ...env, ARGUS_LOG: '' }, { timeoutMs: 180_000 });
  try {
    await settle();
    report(`RSS ${label}`, `${rssMiB(service.child.pid!).toFixed(0)} MiB`);
    if (load) {
      await load(service.url);
      await settle();
      report(
        `RSS ${label}, after ${REQUESTS} API requests (${CLIENTS} clients)`,
        `${rssMiB(service.child.pid!).toFixed(0)} MiB`,
      );
    }
  } finally {
    await service.stop();
  }
}

/** REQUESTS over four list pages, CLIENTS at a time, each page a quarter of them. */
async function apiLoad(url: string): Promise<void> {
  const token = /^([0-9a-f]{40})$/m.exec(
    execFileSync(TSX, ['scripts/token.ts', '--user', 'bench', '--role', 'auditor'], { env, encoding: 'utf8' }),
  )![1]!;
  const load = benchClients(url, token, CLIENTS);
  const paths = [
    '/api/dependencies/?per_page=100',
    '/api/dependencies/?per_page=100&page=300',
    '/api/dependencies/?search=bench-pkg-77',
    '/api/vulnerabilities/?per_page=100',
  ];
  try {
    await Promise.all(paths.map((path) => load.measure(path, REQUESTS / paths.length, CLIENTS / paths.length)));
  } finally {
    load.close();
  }
}

try {
  await measureStart('at first start (fresh DATA_DIR)');
  await measureStart('at a restart');
  const started = Date.now();
  execFileSync(TSX, ['scripts/seed-large.ts'], { env, stdio: 'ignore' });
  report('seed:large', `${((Date.now() - started) / 1000).toFixed(1)} s`);
  report(
    'DATA_DIR after seed:large',
    `${duMB(dataDir).toFixed(0)} MB (write-ahead log ${duMB(join(dataDir, 'pg_wal')).toFixed(0)} MB)`,
  );
  await measureStart('at a start on seed:large data', (url) => apiLoad(url));
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}${value}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
