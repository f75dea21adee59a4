/**
 * `npm run bench:analyses -- SMALL_REPO LARGE_REPO`: the analyses on real repositories with their whole
 * history (bare git snapshots, e.g. expressjs/express and git/git as the search tool's `fetch` brings
 * them). Prints, for each repository: the service's cloning run against a plain `git clone` of the same
 * repository (alternated, best of `--rounds`, 3 by default); the authors run's time and the analysis
 * process's peak RSS; and the API's list p99 while the authors run reads the history against idle. Targets (issue
 * 1/5): clone ≤ 1.2× git, authors of a large history ≤ 30 s and ≤ 200 MiB extra RSS, p99 ≤ 2× idle.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { startServiceProcess } from '../src/server/test/service-process';
import { benchClients, percentile } from './bench-clients';

const args = process.argv.slice(2);
const roundsAt = args.indexOf('--rounds');
const ROUNDS = roundsAt === -1 ? 3 : Number(args.splice(roundsAt, 2)[1]);
const repositories = args.map((path) => resolve(path));
if (repositories.length === 0 || !(ROUNDS >= 1)) {
  console.error('usage: npm run bench:analyses -- [--rounds N] <bare repository> [<bare repository> …]');
  process.exit(2);
}

/**
 * Why a child process per run and not a worker thread: what starting each costs, median of 15 (a
 * process also caps its own heap and takes its gits with it when its group is killed).
 */
async function startCosts(): Promise<void> {
  const median = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  const forks: number[] = [];
  const threads: number[] = [];
  for (let i = 0; i < 15; i++) {
    let started = performance.now();
    const child = spawn(process.execPath, ['-e', 'process.send("up"); process.disconnect()'], {
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    await new Promise((resolve) => child.once('message', resolve));
    forks.push(performance.now() - started);
    started = performance.now();
    const worker = new Worker('require("node:worker_threads").parentPort.postMessage("up")', { eval: true });
    await new Promise((resolve) => worker.once('message', resolve));
    threads.push(performance.now() - started);
    await worker.terminate();
  }
  console.log(
    `start of an analysis: child process ${median(forks).toFixed(1)} ms, worker thread ${median(threads).toFixed(1)} ms (median of 15)`,
  );
}

execFileSync('npx', ['tsx', 'scripts/build-server.ts'], { stdio: 'ignore' });
await startCosts();
const dataDir = mkdtempSync(join(tmpdir(), 'argus-bench-analyses-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: '0',
  ARGUS_SEED_DEMO: 'false',
  ARGUS_ALLOW_LOCAL_REPOSITORIES: 'true',
  ARGUS_LOG_LEVEL: 'warn',
};
// The compiled service, as production runs it (its analysis processes run compiled JavaScript too).
const service = await startServiceProcess(env, {
  waitForToken: true,
  timeoutMs: 120_000,
  compiled: true,
  echoStderr: true,
});
const token = service.token!;
const api = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(new URL(path, service.url), {
    method,
    headers: { Authorization: `Token ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the API's answers, read field by field below.
  return (await res.json()) as any;
};

/** Processes below the service (the analysis process and its git), their RSS summed, sampled every 100 ms. */
function descendants(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry), ...descendants(Number(entry)));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}
const rssMiB = (pid: number) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
};

async function runToEnd(path: string, pollMs = 100) {
  const [run] = await api('POST', path);
  let peakAnalysis = 0;
  let peakGit = 0;
  for (;;) {
    const current = await api('GET', `/api/analyses/runs/${run.id}/`);
    if (['finished', 'failed', 'cancelled'].includes(current.status)) {
      const seconds = (Date.parse(current.finished_at) - Date.parse(current.started_at)) / 1000;
      return { run: current, seconds, peakAnalysis, peakGit };
    }
    for (const pid of descendants(service.child.pid!)) {
      let command = '';
      try {
        command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
      } catch {
        continue; // ended meanwhile
      }
      if (command.endsWith('node')) peakAnalysis = Math.max(peakAnalysis, rssMiB(pid));
      else peakGit = Math.max(peakGit, rssMiB(pid));
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

function plainClone(repository: string): number {
  const target = mkdtempSync(join(tmpdir(), 'argus-bench-git-'));
  const started = performance.now();
  execFileSync('git', ['clone', '--quiet', '--no-checkout', pathToFileURL(repository).href, join(target, 'w')]);
  const head = execFileSync('git', ['-C', repository, 'symbolic-ref', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  execFileSync('git', ['-C', join(target, 'w'), 'checkout', '--quiet', '--detach', `origin/${head}`]);
  const seconds = (performance.now() - started) / 1000;
  rmSync(target, { recursive: true, force: true });
  return seconds;
}

const load = benchClients(service.url, token, 4);
try {
  for (const [index, repository] of repositories.entries()) {
    const head = execFileSync('git', ['-C', repository, 'symbolic-ref', '--short', 'HEAD'], {
      encoding: 'utf8',
    }).trim();
    const commits = execFileSync('git', ['-C', repository, 'rev-list', '--count', 'HEAD'], { encoding: 'utf8' }).trim();
    console.log(`\n${repository}: ${commits} commits on ${head}`);
    const argus: number[] = [];
    const plain: number[] = [];
    let lastProject = 0;
    for (let round = 0; round < ROUNDS; round++) {
      plain.push(plainClone(repository));
      const project = await api('POST', '/api/settings/projects/', {
        name: `bench-${index}-${round}`,
        type: 'vcs',
        repo_url: pathToFileURL(repository).href,
        repo_ref_name: head,
      });
      const cloned = await runToEnd(`/api/settings/projects/${project.id}/clone/`);
      if (cloned.run.status !== 'finished') throw new Error(`cloning failed: ${cloned.run.error}`);
      argus.push(cloned.seconds);
      lastProject = project.id;
    }
    const best = (times: number[]) => Math.min(...times);
    console.log(
      `clone: Argus ${best(argus).toFixed(2)} s (runs ${argus.map((t) => t.toFixed(2)).join(', ')}), git clone ${best(plain).toFixed(2)} s (${plain.map((t) => t.toFixed(2)).join(', ')}): ${(best(argus) / best(plain)).toFixed(2)}×`,
    );

    const idle = await load.measure('/api/projects/?per_page=20', 400);
    const authorsRun = runToEnd(`/api/analyses/projects/${lastProject}/authors/start/`);
    const during: number[] = [];
    let done = false;
    authorsRun.finally(() => (done = true));
    while (!done) during.push(...(await load.measure('/api/projects/?per_page=20', 40)));
    const authors = await authorsRun;
    if (authors.run.status !== 'finished') throw new Error(`authors failed: ${authors.run.error}`);
    console.log(
      `authors: ${authors.seconds.toFixed(1)} s for ${authors.run.summary.commits_count} commits by ${authors.run.summary.authors_count} identities; peak RSS analysis process ${authors.peakAnalysis.toFixed(0)} MiB, git ${authors.peakGit.toFixed(0)} MiB`,
    );
    const p99 = (times: number[]) =>
      percentile(
        times.sort((a, b) => a - b),
        99,
      );
    console.log(
      `GET /api/projects/ p99: idle ${p99(idle).toFixed(1)} ms (${idle.length} requests), during the authors run ${p99(during).toFixed(1)} ms (${during.length} requests): ${(p99(during) / p99(idle)).toFixed(2)}×`,
    );
  }
} finally {
  load.close();
  await service.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
