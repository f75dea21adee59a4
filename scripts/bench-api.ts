/**
 * `npm run bench:api`: p50/p99 latency of `/api/dependencies/?per_page=100` pages 1 and 500, with and
 * without search, under 20 concurrent clients on loopback, against a real service process whose
 * database holds the `seed:large` rows. The data directory is kept between runs (BENCH_DATA_DIR).
 *
 * First, each scenario sends one request alone ("cold": on a fresh service it pays the list's count
 * and, for deep pages, its ordered ids, which then stay remembered until a write) and 1000 warm-up
 * requests. Then each scenario is measured over BENCH_REQUESTS: the steady state of a running service.
 *
 * `--compare <checkout>`: requests per second and p99 of page 1, page 500 and search, the compiled service
 * of another checkout (its dist-server/main.js, built with `npm run build` there, e.g. a worktree of
 * 0.2.0) against this one's, alternating BENCH_ROUNDS times (default 3) in one run, as a shared machine
 * drifts over minutes; both write their request log at info. Every measurement waits until no analysis is
 * queued or running (the seed:large data holds the demo, whose analyses a start queues).
 * BENCH_CPU_PROF=<dir> runs this checkout's service under `node --cpu-prof`, its profile written there at
 * each stop; BENCH_NODE_OPTIONS="…" gives this checkout's service more node options (as `npm start` runs
 * it: BENCH_NODE_OPTIONS=--max-semi-space-size=8).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { startServiceProcess } from '../src/server/test/service-process';
import {
  benchClients,
  benchEnv,
  measureScenarios,
  percentile,
  seedLargeOnce,
  startBenchService,
  untilRunsIdle,
} from './bench-clients';

const DATA_DIR = process.env.BENCH_DATA_DIR ?? join('.tmp', 'bench-data');
const CLIENTS = 20;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const WARM_UP = 1000;
const env = benchEnv(DATA_DIR);

seedLargeOnce(env);
const compareWith = process.argv.indexOf('--compare');
if (compareWith > 0) {
  await compare(resolve(process.argv[compareWith + 1] ?? ''));
  process.exit(0);
}
const { service, token } = await startBenchService(env);
const load = benchClients(service.url, token, CLIENTS);
const waited = await untilRunsIdle(service.url, token);
if (waited > 1) console.log(`Waited ${waited.toFixed(0)} s for the queued analyses to end`);
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

/** Alternating runs of the other checkout's compiled service and this one's; ratios now / other per scenario. */
async function compare(other: string) {
  const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
  const scenarios = [
    ['page 1', '/api/dependencies/?per_page=100'],
    ['page 500', '/api/dependencies/?per_page=100&page=500'],
    ['search', '/api/dependencies/?per_page=100&search=bench-pkg'],
  ] as const;
  execFileSync(join('node_modules', '.bin', 'tsx'), ['scripts/build-server.ts'], { stdio: 'inherit' });
  const printed = execFileSync(join('node_modules', '.bin', 'tsx'), ['scripts/token.ts', '--user', 'bench'], {
    env,
    encoding: 'utf8',
  });
  const token = /^([0-9a-f]{40})$/m.exec(printed)![1]!;
  const profileDir = process.env.BENCH_CPU_PROF;
  const variants = [
    { name: 'other', script: join(other, 'dist-server', 'main.js'), nodeOptions: [] as string[] },
    {
      name: 'now',
      script: join('dist-server', 'main.js'),
      nodeOptions: [
        ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
        ...(process.env.BENCH_NODE_OPTIONS ?? '').split(' ').filter(Boolean),
      ],
    },
  ];
  /** The service's CPU time so far (user + system, in clock ticks of 10 ms): steadier than req/s on a shared machine. */
  const cpuMs = (pid: number) => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };
  type Figures = { rps: number; p99: number; cpu: number };
  const runs: Record<string, Record<string, Figures[]>> = { other: {}, now: {} };
  console.log(`other: ${other}; ${REQUESTS} requests per scenario, ${CLIENTS} clients, ${ROUNDS} rounds`);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const variant of variants) {
      const service = await startServiceProcess(
        { ...env, ARGUS_LOG: '', ARGUS_CONSOLE_DIR: '/nonexistent', HOST: '127.0.0.1' },
        { script: variant.script, nodeOptions: variant.nodeOptions, timeoutMs: 180_000 },
      );
      const load = benchClients(service.url, token, CLIENTS);
      try {
        const waited = await untilRunsIdle(service.url, token);
        if (waited > 1) console.log(`${variant.name}: waited ${waited.toFixed(0)} s for the queued analyses to end`);
        const cells: string[] = [];
        for (const [name, path] of scenarios) {
          // The same warm-up as the steady-state runs: the embedded engine compiles its functions as they are first called.
          await load.measure(path, WARM_UP);
          const started = performance.now();
          const cpuBefore = cpuMs(service.child.pid!);
          const times = await load.measure(path, REQUESTS);
          const figures = {
            rps: REQUESTS / ((performance.now() - started) / 1000),
            p99: percentile(times, 99),
            cpu: (cpuMs(service.child.pid!) - cpuBefore) / REQUESTS,
          };
          runs[variant.name]![name] = [...(runs[variant.name]![name] ?? []), figures];
          cells.push(
            `${name} ${figures.rps.toFixed(0)} req/s p99 ${figures.p99.toFixed(1)} ms CPU ${figures.cpu.toFixed(2)} ms`,
          );
        }
        console.log(`round ${round} ${variant.name.padEnd(5)} ${cells.join(' | ')}; load ${loadavg()[0]!.toFixed(2)}`);
      } finally {
        load.close();
        await service.stop();
      }
    }
  }
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  console.log('');
  for (const [name] of scenarios) {
    const now = runs.now![name]!;
    const before = runs.other![name]!;
    const perRound = now.map((run, i) => (run.rps / before[i]!.rps).toFixed(2)).join(', ');
    console.log(
      `${name.padEnd(9)} now/other req/s ${(mean(now.map((r) => r.rps)) / mean(before.map((r) => r.rps))).toFixed(2)}× (rounds ${perRound}), p99 ${(mean(now.map((r) => r.p99)) / mean(before.map((r) => r.p99))).toFixed(2)}×, service CPU a request ${(mean(now.map((r) => r.cpu)) / mean(before.map((r) => r.cpu))).toFixed(2)}×`,
    );
  }
  console.log(
    `load average (1, 5, 15 min): ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}
