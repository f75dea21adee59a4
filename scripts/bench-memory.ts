/**
 * `npm run bench:memory`: the embedded service's resident memory (RSS of the service process, after it
 * settles) at a first start on a fresh DATA_DIR, at a restart, at a start on `seed:large` data and after an
 * API load of 20 clients there, and the size of DATA_DIR after `seed:large`. Targets (issue 19): RSS ≤ 300
 * MiB at every point, DATA_DIR ≤ 150 MB. Prints figures; exits 0 either way (a benchmark, not a test).
 *
 * The service runs as `npm start` runs it (issue 28: npm, then `node --max-semi-space-size=8
 * dist-server/trial.js` in its place of the shell; scripts/start.ts says why). Each point splits the
 * process tree of `npm start` in two: npm and the service, which stay whatever runs (issue 28's target,
 * set when that was the whole tree: ≤ 300 MiB RSS), and the analysis processes running then (one per
 * running run, with the git each runs; issues 23–27 give their targets, and ARGUS_ANALYSIS_MEMORY_MB caps
 * each one's heap). It gives the whole tree's RSS and PSS too: summed RSS counts the node binary's code
 * (~40 MiB) once per node process, PSS once in all. Each point is read 3 s after its event and again
 * 15 s after. `--tsx` runs the sources through tsx instead (`node --import tsx src/server/main.ts`, no
 * npm: the service alone).
 * BENCH_DATA_DIR=<dir> keeps the seed:large data there between runs (seeded when it holds no database yet,
 * as bench:api does): seeding takes minutes.
 *
 * `--compare`: API throughput of the embedded engine as before issue 19 (PostgreSQL's shared_buffers and
 * WAL sizes, V8's default WebAssembly tiering: ARGUS_BENCH_ENGINE_DEFAULTS=true) against today's, on the
 * seed:large data, alternating before/now BENCH_ROUNDS times (default 2) in one run: a shared machine
 * drifts over minutes, so each pair is measured side by side. Prints req/s, p99, the service's CPU time a
 * request and RSS of each run, and the ratios now/before.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServiceProcess } from '../src/server/test/service-process';
import { benchClients, percentile, untilRunsIdle } from './bench-clients';

const CLIENTS = 20;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const compare = process.argv.includes('--compare');
const compiled = !process.argv.includes('--tsx');
const TSX = join('node_modules', '.bin', 'tsx');
const scratch = mkdtempSync(join(tmpdir(), 'argus-bench-memory-'));
const seededDir = process.env.BENCH_DATA_DIR ?? join(scratch, 'seeded');
const env = {
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  ARGUS_CONSOLE_DIR: '/nonexistent',
  ARGUS_LOG: 'silent',
};

const rssMiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
/** The process and its descendants (npm start's tree), by /proc's children lists. */
const treeOf = (pid: number): number[] => {
  let children = '';
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  } catch {
    // ended while being listed
  }
  return [pid, ...(children ? children.split(/\s+/).map(Number).flatMap(treeOf) : [])];
};
/**
 * PSS: each page divided among the processes that map it. RSS summed over a tree counts the pages its
 * processes share (the node binary's code, shared libraries) once per process; PSS summed is what the
 * tree takes of the machine's memory.
 */
const pssMiB = (pid: number) =>
  Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))![1]) / 1024;
const sumOf = (pids: number[], of: (pid: number) => number) =>
  pids.reduce((sum, each) => {
    try {
      return sum + of(each);
    } catch {
      return sum; // ended while being counted
    }
  }, 0);
/** The process's CPU time so far (user + system, in clock ticks of 10 ms). */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 3000));
const duMB = (path: string) => Number(execFileSync('du', ['-sb', path], { encoding: 'utf8' }).split('\t')[0]) / 1e6;
const rows: [string, string][] = [];
/** Printed as measured: a run cut short still shows what it got. */
const report = (label: string, value: string) => {
  rows.push([label, value]);
  console.log(`${label}: ${value}`);
};
const mib = (value: number) => `${value.toFixed(0)} MiB`;

/** Four list pages, each a quarter of the requests and of the clients. */
const PAGES = {
  'dependencies p1': '/api/dependencies/?per_page=100',
  'dependencies p300': '/api/dependencies/?per_page=100&page=300',
  'dependencies search': '/api/dependencies/?search=bench-pkg-77',
  'vulnerabilities p1': '/api/vulnerabilities/?per_page=100',
};
const PATHS = Object.values(PAGES);

type Load = { requestsPerSecond: number; p99: number; firstMs: number; pageP99: number[]; cpuMsPerRequest: number };
/** Memory of `npm start`'s tree at one moment, in MiB. */
type Sample = {
  service: number;
  /** npm and the service: what stays whatever runs (`--tsx`: the service alone). */
  resident: { rss: number; pss: number };
  /** The service's children (analysis processes and the git they run), one per running run. */
  analyses: { count: number; rss: number; pss: number };
  tree: { rss: number; pss: number };
};

type Service = {
  url: string;
  /** The admin token a first start's banner printed, if it printed one. */
  token?: string;
  rss: () => number;
  sample: () => Sample;
  cpuMs: () => number;
};

/**
 * `requests` over PATHS, CLIENTS at a time, after each path's first request alone (its time is `firstMs`).
 * `cpuMsPerRequest` is the service's CPU time over the measured requests: on a machine others share, a
 * steadier figure than req/s, which counts the time the service waited for a core.
 */
async function apiLoad({ url, cpuMs }: Service, dataDir: string, requests: number): Promise<Load> {
  const token = /^([0-9a-f]{40})$/m.exec(
    execFileSync(TSX, ['scripts/token.ts', '--user', 'bench', '--role', 'auditor'], {
      env: { ...env, DATA_DIR: dataDir },
      encoding: 'utf8',
    }),
  )![1]!;
  const load = benchClients(url, token, CLIENTS);
  try {
    let firstMs = 0;
    for (const path of PATHS) firstMs += (await load.measure(path, 1, 1))[0]!;
    const started = performance.now();
    const cpuBefore = cpuMs();
    const times = await Promise.all(
      PATHS.map((path) => load.measure(path, requests / PATHS.length, CLIENTS / PATHS.length)),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpuMsPerRequest = (cpuMs() - cpuBefore) / requests;
    const all = times.flat().sort((a, b) => a - b);
    return {
      requestsPerSecond: all.length / seconds,
      p99: percentile(all, 99),
      firstMs,
      pageP99: times.map((page) => percentile(page, 99)),
      cpuMsPerRequest,
    };
  } finally {
    load.close();
  }
}

/** Starts the service on `dataDir`, settles, and reports its RSS; `then` runs while it is up. */
async function withService<T>(
  dataDir: string,
  extraEnv: NodeJS.ProcessEnv,
  then: (service: Service) => Promise<T>,
): Promise<T> {
  const service = compiled
    ? await startNpmStart({ ...env, ...extraEnv, DATA_DIR: dataDir, ARGUS_LOG: '' })
    : await startServiceProcess({ ...env, ...extraEnv, DATA_DIR: dataDir, ARGUS_LOG: '' }, { timeoutMs: 180_000 });
  try {
    await settle();
    const top = service.child.pid!;
    // Under npm start, the service is npm's child (the shell exec'd it).
    const pid = compiled
      ? Number(readFileSync(`/proc/${top}/task/${top}/children`, 'utf8').trim().split(/\s+/)[0])
      : top;
    const sample = (): Sample => {
      const resident = top === pid ? [pid] : [top, pid];
      const analyses = treeOf(pid).slice(1);
      const of = (pids: number[]) => ({ rss: sumOf(pids, rssMiB), pss: sumOf(pids, pssMiB) });
      const residentMiB = of(resident);
      const analysesMiB = of(analyses);
      return {
        service: rssMiB(pid),
        resident: residentMiB,
        analyses: {
          count: readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).length,
          ...analysesMiB,
        },
        tree: { rss: residentMiB.rss + analysesMiB.rss, pss: residentMiB.pss + analysesMiB.pss },
      };
    };
    return await then({
      url: service.url,
      token: 'token' in service ? service.token : undefined,
      rss: () => rssMiB(pid),
      sample,
      cpuMs: () => cpuMs(pid),
    });
  } finally {
    await service.stop();
  }
}

/** `npm start` as a newcomer runs it, until its banner names the console; `stop` signals npm, as a terminal's Ctrl-C would. */
function startNpmStart(
  serviceEnv: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; url: string; token?: string; stop: () => Promise<void> }> {
  const child = spawn('npm', ['start', '--silent'], { env: serviceEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`npm start did not start:\n${output.replace(/[0-9a-f]{40}/g, '[token]')}`));
    }, 180_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      const url = /Console:\s+(\S+)/.exec(output)?.[1];
      // The banner ends with the first start's token, or with the lines before it on a restart.
      if (url && /Lost it\?|Repos:.*\n/.test(output)) {
        clearTimeout(timer);
        resolve({ child, url, token: /^\s+([0-9a-f]{40})$/m.exec(output)?.[1], stop });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', (chunk) => (output += chunk));
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`npm start exited:\n${output.replace(/[0-9a-f]{40}/g, '[token]')}`));
    });
  });
}

/** seed:large into `seededDir`, unless BENCH_DATA_DIR names one that holds a database already. */
function seed() {
  if (existsSync(join(seededDir, 'PG_VERSION'))) {
    report('seed:large', `reused ${seededDir} (BENCH_DATA_DIR)`);
    return;
  }
  const started = Date.now();
  execFileSync(TSX, ['scripts/seed-large.ts'], { env: { ...env, DATA_DIR: seededDir }, stdio: 'ignore' });
  report('seed:large', `${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * The largest figures while a first start's demo analyses run (sampled every 200 ms until the API says
 * no run is queued or running): npm and the service, the analysis processes, the whole tree.
 */
async function peakWhileAnalysing(service: Service) {
  const peak = { resident: 0, analysesRss: 0, analysesPss: 0, count: 0, treeRss: 0, treePss: 0, seconds: 0 };
  const started = performance.now();
  let idleChecked = 0;
  for (;;) {
    const now = service.sample();
    peak.resident = Math.max(peak.resident, now.resident.rss);
    peak.analysesRss = Math.max(peak.analysesRss, now.analyses.rss);
    peak.analysesPss = Math.max(peak.analysesPss, now.analyses.pss);
    peak.count = Math.max(peak.count, now.analyses.count);
    peak.treeRss = Math.max(peak.treeRss, now.tree.rss);
    peak.treePss = Math.max(peak.treePss, now.tree.pss);
    if (performance.now() - idleChecked > 1000) {
      idleChecked = performance.now();
      if ((await untilRunsIdle(service.url, service.token!, 0).catch(() => undefined)) !== undefined) break;
    }
    if (performance.now() - started > 300_000) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  peak.seconds = (performance.now() - started) / 1000;
  return peak;
}

/**
 * One point: 3 s after the event (as every point has been measured since issue 19), and again 15 s after
 * it, once V8 has had an idle moment to give back the young generation a burst of work grew.
 */
async function point(label: string, service: Service) {
  const { service: rss, resident, analyses, tree } = service.sample();
  report(
    label,
    `service ${mib(rss)}; npm + service ${mib(resident.rss)} RSS (${mib(resident.pss)} PSS); ` +
      `${analyses.count} analysis processes ${mib(analyses.rss)} RSS (${mib(analyses.pss)} PSS); ` +
      `whole tree ${mib(tree.rss)} RSS, ${mib(tree.pss)} PSS`,
  );
  await new Promise((resolve) => setTimeout(resolve, 12_000));
  const later = service.sample();
  report(
    `${label}, 15 s after`,
    `service ${mib(later.service)}; npm + service ${mib(later.resident.rss)} RSS; ` +
      `whole tree ${mib(later.tree.rss)} RSS, ${mib(later.tree.pss)} PSS (${later.analyses.count} analysis processes)`,
  );
}

async function memory() {
  const fresh = join(scratch, 'fresh');
  await withService(fresh, {}, async (service) => {
    const first = service.sample();
    report(
      'first start (fresh DATA_DIR), 3 s after the banner',
      `service ${mib(first.service)}; npm + service ${mib(first.resident.rss)} RSS; ` +
        `${first.analyses.count} analysis processes ${mib(first.analyses.rss)} RSS; whole tree ${mib(first.tree.rss)} RSS, ${mib(first.tree.pss)} PSS`,
    );
    const peak = await peakWhileAnalysing(service);
    report(
      "peaks while the demo's analyses run",
      `npm + service ${mib(peak.resident)} RSS; analysis processes ${mib(peak.analysesRss)} RSS (${mib(peak.analysesPss)} PSS, ` +
        `at most ${peak.count} at once); whole tree ${mib(peak.treeRss)} RSS, ${mib(peak.treePss)} PSS (${peak.seconds.toFixed(0)} s more)`,
    );
    await settle();
    await point("first start, the demo's analyses done", service);
  });
  await withService(fresh, {}, (service) => point('a restart', service));
  seed();
  report(
    'DATA_DIR after seed:large',
    `${duMB(seededDir).toFixed(0)} MB (write-ahead log ${duMB(join(seededDir, 'pg_wal')).toFixed(0)} MB)`,
  );
  await withService(seededDir, {}, async (service) => {
    await point('a start on seed:large data', service);
    await apiLoad(service, seededDir, REQUESTS);
    await settle();
    await point(`after ${REQUESTS} API requests (${CLIENTS} clients)`, service);
  });
}

async function throughput() {
  seed();
  const variants = [
    { name: 'before', env: { ARGUS_BENCH_ENGINE_DEFAULTS: 'true' } },
    { name: 'now', env: { ARGUS_BENCH_ENGINE_DEFAULTS: 'false' } },
  ];
  const runs: (Load & { name: string; rssStart: number; rssAfter: number })[] = [];
  console.log(`${REQUESTS} requests per run over ${PATHS.length} list pages, ${CLIENTS} clients, ${ROUNDS} rounds`);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const variant of variants) {
      const run = await withService(seededDir, variant.env, async (service) => {
        const rssStart = service.rss();
        const load = await apiLoad(service, seededDir, REQUESTS);
        return { ...load, name: variant.name, rssStart, rssAfter: service.rss() };
      });
      runs.push(run);
      report(
        `round ${round}, ${run.name.padEnd(6)}`,
        `${run.requestsPerSecond.toFixed(1)} req/s, p99 ${run.p99.toFixed(0)} ms, service CPU ${run.cpuMsPerRequest.toFixed(1)} ms a request, first requests ${run.firstMs.toFixed(0)} ms, RSS ${mib(run.rssStart)} → ${mib(run.rssAfter)}`,
      );
      console.log(
        `  p99 by page: ${Object.keys(PAGES)
          .map((page, i) => `${page} ${run.pageP99[i]!.toFixed(0)} ms`)
          .join(', ')}`,
      );
    }
  }
  const mean = (name: string, pick: (run: Load) => number) => {
    const picked = runs.filter((run) => run.name === name).map(pick);
    return picked.reduce((a, b) => a + b, 0) / picked.length;
  };
  const ratio = (pick: (run: Load) => number) => (mean('now', pick) / mean('before', pick)).toFixed(3);
  report('now / before, req/s (mean of rounds)', `${ratio((run) => run.requestsPerSecond)}×`);
  report('now / before, p99 (mean of rounds)', `${ratio((run) => run.p99)}×`);
  report('now / before, service CPU a request', `${ratio((run) => run.cpuMsPerRequest)}×`);
  Object.keys(PAGES).forEach((page, i) => {
    report(`now / before, p99 of ${page}`, `${ratio((run) => run.pageP99[i]!)}×`);
  });
  const pairs = Array.from(
    { length: ROUNDS },
    (_, i) => runs[2 * i + 1]!.requestsPerSecond / runs[2 * i]!.requestsPerSecond,
  );
  report('now / before, req/s per round', pairs.map((r) => `${r.toFixed(3)}×`).join(', '));
}

try {
  if (!compiled) console.log('Service: the sources through tsx (--tsx)');
  else execFileSync(TSX, ['scripts/start.ts'], { env, stdio: 'ignore' });
  await (compare ? throughput() : memory());
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  console.log('');
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}${value}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
