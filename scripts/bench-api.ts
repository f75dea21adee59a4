/**
 * `npm run bench:api`: p50/p99 latency of `/api/dependencies/?per_page=100` pages 1 and 500, with and
 * without search, under 20 concurrent clients on loopback, against a real service process whose
 * database holds the `seed:large` rows. The data directory is kept between runs (BENCH_DATA_DIR).
 *
 * First, each scenario sends one request alone ("cold": on a fresh service it pays the list's count
 * and, for deep pages, its ordered ids, which then stay remembered until a write) and 1000 warm-up
 * requests. Then each scenario is measured over BENCH_REQUESTS: the steady state of a running service.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startServiceProcess } from '../src/server/test/service-process';
import { benchClients, percentile } from './bench-clients';

const DATA_DIR = process.env.BENCH_DATA_DIR ?? join('.tmp', 'bench-data');
const CLIENTS = 20;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const WARM_UP = 1000;
const TSX = join('node_modules', '.bin', 'tsx');
const env = { ...process.env, DATA_DIR, PORT: '0', ARGUS_LOG: 'silent' };

if (!existsSync(join(DATA_DIR, 'PG_VERSION'))) {
  console.log(`Seeding ${DATA_DIR} (npm run seed:large)…`);
  execFileSync(TSX, ['scripts/seed-large.ts'], { env, stdio: 'inherit' });
}

const service = await startServiceProcess({ ...env, ARGUS_LOG: '' }, { echoStderr: true });
const url = service.url;
const token = /^([0-9a-f]{40})$/m.exec(
  execFileSync(TSX, ['scripts/token.ts', '--user', 'bench', '--role', 'auditor'], { env, encoding: 'utf8' }),
)![1]!;

const load = benchClients(url, token, CLIENTS);
const { measure } = load;
const pct = percentile;
const scenarios = [
  ['page 1', '/api/dependencies/?per_page=100'],
  ['page 500', '/api/dependencies/?per_page=100&page=500'],
  ['page 1, search', '/api/dependencies/?per_page=100&search=bench-pkg'],
  ['page 500, search', '/api/dependencies/?per_page=100&search=bench-pkg&page=500'],
] as const;

try {
  // Warm-up: each scenario's first request alone (its cold time), then WARM_UP more, before any measuring.
  const cold = new Map<string, number>();
  for (const [name, path] of scenarios) {
    cold.set(name, (await measure(path, 1, 1))[0]!);
    await measure(path, WARM_UP);
  }
  console.log(
    `${REQUESTS} requests per scenario, ${CLIENTS} concurrent clients, after ${WARM_UP} per scenario to warm up; ${DATA_DIR}`,
  );
  console.log('scenario             cold ms   p50 ms   p99 ms   max ms   req/s');
  const results: Record<string, number> = {};
  for (const [name, path] of scenarios) {
    const started = performance.now();
    const times = await measure(path, REQUESTS);
    const seconds = (performance.now() - started) / 1000;
    results[name] = pct(times, 99);
    const figures = [cold.get(name)!, pct(times, 50), pct(times, 99), times.at(-1)!].map((ms) =>
      ms.toFixed(1).padStart(9),
    );
    console.log(`${name.padEnd(20)}${figures.join('')}${(REQUESTS / seconds).toFixed(0).padStart(8)}`);
  }
  if (load.resets())
    console.log(`${load.resets()} requests met a connection reset and were sent again (their time counts both tries)`);
  console.log(
    `page 500 / page 1 (p99): ${(results['page 500']! / results['page 1']!).toFixed(2)}x without search, ${(results['page 500, search']! / results['page 1, search']!).toFixed(2)}x with search`,
  );
} finally {
  load.close();
  await service.stop();
}
