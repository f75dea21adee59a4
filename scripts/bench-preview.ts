/**
 * `npx tsx scripts/bench-preview.ts`: wall time of `POST /api/policies/preview/` against a real service
 * process whose database holds the `seed:large` rows (100 000 dependencies, 20 000 vulnerabilities,
 * 50 projects at the build stage), for a flat policy that reads vulnerabilities, a tree of depth 3 with
 * a regex and list operators, and a policy on the dependency alone. Each is sent once to warm up, then
 * PREVIEW_RUNS times; prints the median and the slowest wall time, and the median CPU time the
 * service process spent (from /proc, Linux): on a machine shared with other work, the wall time
 * includes waiting for a core, the CPU time does not. The data directory is kept between runs
 * (BENCH_DATA_DIR, seeded on first use).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchEnv, seedLargeOnce, startBenchService } from './bench-clients';

const DATA_DIR = process.env.BENCH_DATA_DIR ?? join('.tmp', 'bench-data');
const RUNS = Number(process.env.PREVIEW_RUNS ?? 5);
const env = benchEnv(DATA_DIR);

const base = { name: 'preview bench', stages: ['build'], level: 'warning' };
const POLICIES: Record<string, object> = {
  'flat: CVSS3 ≥ 7.0 with a fix': {
    ...base,
    conditions: { cvss3_score: '7.0', vulnerability_has_fixed_version: 'true' },
  },
  'tree of depth 3, regex and lists': {
    ...base,
    condition_tree: {
      combinator: 'or',
      rules: [
        {
          combinator: 'and',
          rules: [
            { field: 'purl', operator: 'regex', value: '^pkg:npm/bench-pkg-1' },
            {
              combinator: 'or',
              rules: [
                { field: 'cvss3_severity', operator: 'gte', value: 'high' },
                { field: 'license_list', operator: 'in', value: 'GPL-3.0-only,AGPL-3.0-only' },
              ],
            },
          ],
        },
        {
          combinator: 'and',
          rules: [
            { field: 'relation', operator: 'eq', value: 'direct' },
            { field: 'technology_list', operator: 'not_in', value: 'npm,pypi' },
            { field: 'cwe', operator: 'regex', value: '^CWE-(79|89)$' },
          ],
        },
      ],
    },
  },
  'dependency only: name contains': {
    ...base,
    condition_tree: { combinator: 'and', rules: [{ field: 'dependency_name', operator: 'contains', value: '77' }] },
  },
};

seedLargeOnce(env);
const { service, token } = await startBenchService(env, { user: 'bench-admin', role: 'administrator' });
try {
  /** User + system CPU milliseconds of the service process so far. */
  const cpuMs = () => {
    const fields = readFileSync(`/proc/${service.child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  };
  const preview = async (body: object) => {
    const cpuBefore = cpuMs();
    const started = performance.now();
    const res = await fetch(new URL('api/policies/preview/', service.url), {
      method: 'POST',
      headers: { Authorization: `Token ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as { matches_count: number; projects: unknown[] };
    if (res.status !== 200) throw new Error(`preview answered ${res.status}: ${JSON.stringify(answer)}`);
    return { ms: performance.now() - started, cpu: cpuMs() - cpuBefore, answer };
  };
  console.log(`bench:preview — POST /api/policies/preview/ on ${DATA_DIR}, ${RUNS} runs after one warm-up`);
  console.log('policy                               matches  projects   median ms   slowest ms   median CPU ms');
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  for (const [label, body] of Object.entries(POLICIES)) {
    const { answer } = await preview(body);
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await preview(body));
    const wall = runs.map((r) => r.ms);
    console.log(
      `${label.padEnd(36)}${String(answer.matches_count).padStart(8)}${String(answer.projects.length).padStart(10)}${median(wall).toFixed(0).padStart(12)}${Math.max(
        ...wall,
      )
        .toFixed(0)
        .padStart(13)}${median(runs.map((r) => r.cpu))
        .toFixed(0)
        .padStart(16)}`,
    );
  }
  console.log(`load average during the run: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
} finally {
  await service.stop();
}
