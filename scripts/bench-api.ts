/**
 * `npm run bench:api`: p50/p99 latency of `/api/dependencies/?per_page=100` pages 1 and 500, with and
 * without search, under 20 concurrent clients on loopback, against a real service process whose
 * database holds the `seed:large` rows. The data directory is kept between runs (BENCH_DATA_DIR).
 *
 * First, each scenario sends one request alone ("cold": on a fresh service it pays the list's count
 * and, for deep pages, its ordered ids, which then stay remembered until a write) and 1000 warm-up
 * requests. Then each scenario is measured over BENCH_REQUESTS: the steady state of a running service.
 */
import { join } from 'node:path';
import { benchClients, benchEnv, measureScenarios, seedLargeOnce, startBenchService } from './bench-clients';

const DATA_DIR = process.env.BENCH_DATA_DIR ?? join('.tmp', 'bench-data');
const CLIENTS = 20;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const WARM_UP = 1000;
const env = benchEnv(DATA_DIR);

seedLargeOnce(env);
const { service, token } = await startBenchService(env);
const load = benchClients(service.url, token, CLIENTS);
const scenarios = [
  ['page 1', '/api/dependencies/?per_page=100'],
  ['page 500', '/api/dependencies/?per_page=100&page=500'],
  ['page 1, search', '/api/dependencies/?per_page=100&search=bench-pkg'],
  ['page 500, search', '/api/dependencies/?per_page=100&search=bench-pkg&page=500'],
] as const;

try {
  const p99 = await measureScenarios(load, scenarios, {
    requests: REQUESTS,
    warmUp: WARM_UP,
    heading: () =>
      `${REQUESTS} requests per scenario, ${CLIENTS} concurrent clients, after ${WARM_UP} per scenario to warm up; ${DATA_DIR}`,
  });
  if (load.resets())
    console.log(`${load.resets()} requests met a connection reset and were sent again (their time counts both tries)`);
  console.log(
    `page 500 / page 1 (p99): ${(p99['page 500']! / p99['page 1']!).toFixed(2)}x without search, ${(p99['page 500, search']! / p99['page 1, search']!).toFixed(2)}x with search`,
  );
} finally {
  load.close();
  await service.stop();
}
