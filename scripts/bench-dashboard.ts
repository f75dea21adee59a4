/**
 * `npm run bench:dashboard`: p50/p99 latency of `/api/dashboard/` (and the 90-day trends) under 20
 * concurrent clients on loopback, against a real service process whose database holds the
 * `seed:large` rows (100 000 dependencies, 20 000 vulnerabilities, 50 projects) plus 20 000 synthetic
 * alerts over those projects, opened across the last 90 days, a quarter of them resolved. The data
 * directory is kept between runs (BENCH_DASHBOARD_DATA_DIR).
 *
 * "cold" is a fresh service's first request: the whole count. The steady state that follows is what
 * the target (under 50 ms p99) is about: the service recounts every few seconds while it answers.
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/open';
import {
  benchClients,
  benchEnv,
  measureScenarios,
  percentile,
  seedLargeOnce,
  startBenchService,
} from './bench-clients';

const DATA_DIR = process.env.BENCH_DASHBOARD_DATA_DIR ?? join('.tmp', 'bench-dashboard-data');
const CLIENTS = 20;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 4000);
const WARM_UP = 500;
const ALERTS = 20_000;
const env = benchEnv(DATA_DIR);

seedLargeOnce(env);

/** Synthetic alerts, once: levels and statuses by id, one dependency each, created over 90 days. */
async function seedAlerts() {
  const db = await openDatabase(loadConfig(env));
  try {
    const [have] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM policy_alerts WHERE policy_name = 'bench policy'",
    );
    if (have!.n > 0) return;
    await db.query(
      `INSERT INTO policy_alerts (policy_id, policy_name, level, stage, project_id, dependency_id, dependency_purl,
           matched_criteria, status, is_blocks_build, blocks_build_from, created_at, resolved_at)
       SELECT NULL, 'bench policy', (ARRAY['info','warning','critical'])[1 + d.id % 3], 'build', pd.project_id, d.id,
              d.purl, ARRAY['synthetic'], CASE WHEN d.id % 4 = 0 THEN 'resolved' WHEN d.id % 9 = 0 THEN 'ignored' ELSE 'active' END,
              d.id % 5 = 0, CASE WHEN d.id % 5 = 0 THEN now() - (d.id % 90) * interval '1 day' END,
              now() - (d.id % 90) * interval '1 day',
              CASE WHEN d.id % 4 = 0 THEN now() - (d.id % 90) * interval '1 day' + interval '2 days' END
         FROM (SELECT id, purl FROM dependencies WHERE name LIKE 'bench-pkg-%' ORDER BY id LIMIT $1) d
         JOIN project_dependencies pd ON pd.dependency_id = d.id`,
      [ALERTS],
    );
    await db.query('VACUUM ANALYZE policy_alerts');
  } finally {
    await db.close();
  }
}
await seedAlerts();

const { service, token } = await startBenchService(env);
const load = benchClients(service.url, token, CLIENTS);
const scenarios = [
  ['dashboard', '/api/dashboard/'],
  ['trends, 90 days', '/api/dashboard/trends/?days=90'],
] as const;

try {
  await measureScenarios(load, scenarios, {
    requests: REQUESTS,
    warmUp: WARM_UP,
    heading: () =>
      `${REQUESTS} requests per scenario, ${CLIENTS} concurrent clients, after ${WARM_UP} to warm up; ${DATA_DIR}; load average ${loadavg()[0]!.toFixed(2)}`,
  });
  // One client alone: what a request costs the service, without 19 others queued ahead of it. On a
  // loaded machine this says whether a slow p99 above is the service's or the scheduler's.
  const alone = await load.measure('/api/dashboard/', 500, 1);
  console.log(
    `dashboard, 1 client: p50 ${percentile(alone, 50).toFixed(1)} ms, p99 ${percentile(alone, 99).toFixed(1)} ms over 500 requests`,
  );
  if (load.resets()) console.log(`${load.resets()} requests met a connection reset and were sent again`);
} finally {
  load.close();
  await service.stop();
}
