/**
 * `npm run bench:policies`: overall SCA policy evaluation over N projects × M dependencies with 20 active policies, on an
 * embedded database, at two sizes to show the cost grows linearly with dependencies × policies.
 * Half of the policies are flat (the seed's form), half are condition trees of depth 3 with regex
 * and list operators (CONTRACT §12). Prints wall time, alerts created, events written and peak memory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/open';
import { insertPolicy } from '../src/server/db/repositories/policies';
import { validatePolicy } from '../src/server/policies/validate-policy';
import { RunWorker } from '../src/server/runs/worker';
import { startRun } from '../src/server/runs/start';
import { bootstrap } from '../src/server/seed/bootstrap';

const FLAT: Record<string, string>[] = [
  { cvss3_score: '7.0' },
  { cvss3_severity: 'critical' },
  { vulnerability_has_fixed_version: 'true', cvss3_score: '5.0' },
  { license_category_list: 'strong_copyleft,network_copyleft' },
  { dependency_age_days: '1500' },
  { technology: 'npm', cvss3_score: '9.0' },
  { relation: 'direct', cvss3_score: '8.0' },
  { dependency_name_list: 'bench-pkg-7,bench-pkg-77' },
  { vulnerability_has_exploit: 'true' },
  { cvss3_severity: 'high', relation: 'transitive' },
];

/** A tree of depth 3 (two levels of groups under the top one), with regexes and list operators. */
const tree = (i: number) => ({
  combinator: 'or',
  rules: [
    {
      combinator: 'and',
      rules: [
        { field: 'purl', operator: 'regex', value: `^pkg:npm/bench-pkg-${i + 1}\\d*@1\\.` },
        {
          combinator: 'or',
          rules: [
            { field: 'cvss3_score', operator: 'gte', value: String(5 + (i % 5)) },
            { field: 'license_list', operator: 'in', value: 'GPL-3.0-only,ISC' },
          ],
        },
      ],
    },
    {
      combinator: 'and',
      rules: [
        { field: 'technology_list', operator: i % 2 ? 'not_in' : 'in', value: 'npm,pypi' },
        {
          combinator: 'and',
          rules: [
            { field: 'cwe', operator: 'regex', value: `^CWE-(79|${[89, 400, 502, 20][i % 4]})$` },
            { field: 'vulnerability_id_list', operator: 'not_in', value: `BENCH-${i},BENCH-${i + 10}` },
            { field: 'relation', operator: 'eq', value: i % 3 ? 'transitive' : 'direct' },
          ],
        },
      ],
    },
  ],
});

const POLICIES: object[] = [
  ...FLAT.map((conditions) => ({ conditions })),
  ...FLAT.map((_, i) => ({ condition_tree: tree(i) })),
];

async function measure(projects: number, depsPerProject: number) {
  const dir = mkdtempSync(join(tmpdir(), 'argus-bench-policies-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dir });
  const db = await openDatabase(config);
  await bootstrap(db, { demo: false });
  const total = projects * depsPerProject;
  await db.query(
    `INSERT INTO dependencies (purl, name, version, technology, licenses, released_at)
     SELECT 'pkg:npm/bench-pkg-' || g || '@1.0.0', 'bench-pkg-' || g, '1.0.0',
            (ARRAY['npm','pypi','maven','go','nuget'])[1 + g % 5], ARRAY[(ARRAY['MIT','Apache-2.0','GPL-3.0-only','ISC','BSD-3-Clause'])[1 + g % 5]],
            now() - (g % 3000) * interval '1 day' FROM generate_series(1, $1::int) g`,
    [total],
  );
  await db.query(
    `INSERT INTO vulnerabilities (vulnerability_id, severity, cvss3_score, cvss2_score, cwe, has_exploit, published_at)
     SELECT 'BENCH-' || g, (ARRAY['low','medium','high','critical'])[1 + g % 4], (g % 100) / 10.0, (g % 90) / 10.0,
            'CWE-' || (ARRAY[79, 89, 400, 502, 20])[1 + g % 5], g % 17 = 0, now() - (g % 4000) * interval '1 day'
       FROM generate_series(1, $1::int) g`,
    [Math.ceil(total / 5)],
  );
  // One package in five has a vulnerability, a realistic share.
  await db.query(
    `INSERT INTO dependency_vulnerabilities (dependency_id, vulnerability_id, fixed_version)
     SELECT d.id, v.id, CASE WHEN v.id % 2 = 0 THEN '2.0.0' END FROM dependencies d
       JOIN vulnerabilities v ON v.vulnerability_id = 'BENCH-' || (d.id / 5) WHERE d.id % 5 = 0`,
  );
  await db.query(
    `INSERT INTO projects (name, type, stage) SELECT 'bench-project-' || g, 'cli', 'build' FROM generate_series(1, $1::int) g`,
    [projects],
  );
  await db.query(
    `INSERT INTO project_dependencies (project_id, dependency_id, relation)
     SELECT p.id, d.id, CASE WHEN d.id % 4 = 0 THEN 'direct' ELSE 'transitive' END
       FROM projects p JOIN dependencies d ON (d.id - 1) / $1 = p.id - 1`,
    [depsPerProject],
  );
  for (const [i, conditions] of POLICIES.entries()) {
    await insertPolicy(
      db,
      await validatePolicy(db, { name: `bench policy ${i}`, stages: ['build'], level: 'warning', ...conditions }),
    );
  }
  // One subscriber, so every alert also writes its webhook event (the delivery task is not running).
  await db.query(
    `INSERT INTO webhooks (name, url, events) VALUES ('bench', 'http://127.0.0.1:9/',
       ARRAY['sca_policy_has_been_triggered', 'project_sca_analysis_started', 'project_sca_analysis_finished'])`,
  );
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const cpuStarted = process.cpuUsage();
  const started = performance.now();
  await db.transaction(async (tx) => {
    for (const { id } of await tx.query<{ id: number }>('SELECT id FROM projects ORDER BY id')) {
      await startRun(tx, 'project_sca', { project_id: id }, new Date());
    }
  });
  await new RunWorker({ db, now: () => new Date(), concurrency: 4 }).drain();
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuStarted);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  clearInterval(sampler);
  const [counts] = await db.query<{ alerts: number; events: number; failed: number }>(
    `SELECT (SELECT count(*)::int FROM policy_alerts) AS alerts, (SELECT count(*)::int FROM webhook_events) AS events,
            (SELECT count(*)::int FROM runs WHERE status <> 'finished') AS failed`,
  );
  await db.close();
  rmSync(dir, { recursive: true, force: true });
  return { projects, depsPerProject, seconds, cpuSeconds, peak, ...counts! };
}

console.log(
  'bench:policies — overall SCA, 20 active policies (10 flat, 10 trees of depth 3 with regex and list operators), one webhook subscribed to policy and SCA events, embedded database',
);
console.log('projects × deps    wall s    CPU s   alerts   events   not finished   µs per dep×policy   peak RSS MiB');
for (const [projects, deps] of [
  [25, 500],
  [50, 500],
] as const) {
  const r = await measure(projects, deps);
  const perUnit = (r.seconds * 1e6) / (projects * deps * POLICIES.length);
  console.log(
    `${`${projects} × ${deps}`.padEnd(17)}${r.seconds.toFixed(2).padStart(8)}${r.cpuSeconds.toFixed(2).padStart(9)}${String(r.alerts).padStart(9)}${String(r.events).padStart(9)}${String(r.failed).padStart(15)}${perUnit.toFixed(1).padStart(20)}${(r.peak / 1048576).toFixed(0).padStart(15)}`,
  );
}
