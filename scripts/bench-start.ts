/**
 * `npm run bench:start`: how long `npm start` takes, as a newcomer runs it, until the API answers: the
 * first start on a fresh DATA_DIR (BENCH_ROUNDS of them, default 5, each a new directory) and a restart on
 * each. "Answers" is a 200 from GET /api/projects/ with the admin token the banner printed. Also the CPU
 * time the service process used by then (a steadier figure than the wall clock on a machine others share)
 * and the machine's load average. Targets (issue 28): first start ≤ 5 s, restart ≤ 3 s (medians).
 *
 * Builds first (scripts/start.ts), so the runs measure starts, not a build. Exits 0 either way (a
 * benchmark, not a test).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const TSX = join('node_modules', '.bin', 'tsx');

/** The process's CPU time so far (user + system, in clock ticks of 10 ms). */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
/** npm's child: the service, once the shell has exec'd it. */
const childOf = (pid: number) =>
  Number(readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/)[0]);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

type Start = { ms: number; cpuMs: number; token: string };

/** `npm start` on `dataDir` until GET /api/projects/ answers 200 (with `token`, or the one the banner prints). */
async function timeStart(dataDir: string, token?: string): Promise<Start> {
  const env = { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', ARGUS_LOG: '' };
  const started = performance.now();
  const npm = spawn('npm', ['start', '--silent'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  npm.stdout.on('data', (chunk) => (output += chunk));
  npm.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
  try {
    for (;;) {
      if (npm.exitCode !== null) throw new Error(`npm start exited:\n${output.replace(/[0-9a-f]{40}/g, '[token]')}`);
      const url = /Console:\s+(\S+)/.exec(output)?.[1];
      const key = token ?? /^\s+([0-9a-f]{40})$/m.exec(output)?.[1];
      if (url && key) {
        const response = await fetch(`${url}api/projects/`, { headers: { Authorization: `Token ${key}` } }).catch(
          () => undefined,
        );
        if (response?.status === 200) {
          const ms = performance.now() - started;
          return { ms, cpuMs: cpuMs(childOf(npm.pid!)), token: key };
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    npm.kill('SIGTERM');
    await exited;
  }
}

execFileSync(TSX, ['scripts/start.ts'], { stdio: 'inherit' });
const scratch = mkdtempSync(join(tmpdir(), 'argus-bench-start-'));
const first: Start[] = [];
const restart: Start[] = [];
try {
  for (let round = 1; round <= ROUNDS; round++) {
    const dataDir = join(scratch, `data-${round}`);
    const fresh = await timeStart(dataDir);
    first.push(fresh);
    const again = await timeStart(dataDir, fresh.token);
    restart.push(again);
    console.log(
      `round ${round}: first start ${(fresh.ms / 1000).toFixed(2)} s (service CPU ${(fresh.cpuMs / 1000).toFixed(2)} s), restart ${(again.ms / 1000).toFixed(2)} s (CPU ${(again.cpuMs / 1000).toFixed(2)} s); load ${load()}`,
    );
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
const line = (label: string, starts: Start[]) =>
  console.log(
    `${label}: median ${(median(starts.map((s) => s.ms)) / 1000).toFixed(2)} s (service CPU ${(median(starts.map((s) => s.cpuMs)) / 1000).toFixed(2)} s) of ${starts.length}`,
  );
console.log('');
line('npm start, fresh DATA_DIR until the API answers', first);
line('npm start, restart until the API answers', restart);
console.log(`load average (1, 5, 15 min): ${load()}`);
