/**
 * What the API benchmarks share: a service process on a data directory seeded once with `seed:large`,
 * a token for it, and the HTTP load: `clients` concurrent clients on node:http with kept-alive sockets,
 * one per client (about half of fetch's CPU per request; the clients share this machine's two cores
 * with the service, so their own cost shows in the latencies).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { type ServiceProcess, startServiceProcess } from '../src/server/test/service-process';

const TSX = join('node_modules', '.bin', 'tsx');

/** The environment of a benchmark's service and of the scripts it runs: `dataDir`, any free port, no request log. */
export const benchEnv = (dataDir: string) => ({ ...process.env, DATA_DIR: dataDir, PORT: '0', ARGUS_LOG: 'silent' });

/** `npm run seed:large` into the environment's DATA_DIR, unless it already holds a database (kept between runs). */
export function seedLargeOnce(env: NodeJS.ProcessEnv): void {
  if (existsSync(join(env.DATA_DIR!, 'PG_VERSION'))) return;
  console.log(`Seeding ${env.DATA_DIR} (npm run seed:large)…`);
  execFileSync(TSX, ['scripts/seed-large.ts'], { env, stdio: 'inherit' });
}

/**
 * The service on the environment's DATA_DIR, its log on stderr, and a new token of `user` (created with
 * `role` if new) from `npm run token`; the service is stopped again if the token cannot be had.
 */
export async function startBenchService(
  env: NodeJS.ProcessEnv,
  { user = 'bench', role = 'auditor', timeoutMs }: { user?: string; role?: string; timeoutMs?: number } = {},
): Promise<{ service: ServiceProcess; token: string }> {
  const service = await startServiceProcess({ ...env, ARGUS_LOG: '' }, { echoStderr: true, timeoutMs });
  try {
    const printed = execFileSync(TSX, ['scripts/token.ts', '--user', user, '--role', role], { env, encoding: 'utf8' });
    return { service, token: /^([0-9a-f]{40})$/m.exec(printed)![1]! };
  } catch (error) {
    await service.stop();
    throw error;
  }
}

export type BenchClients = {
  /** `requests` GETs of `path` over `clients` clients; each one's time in ms, sorted. Throws on a non-200. */
  measure: (path: string, requests: number, clients?: number) => Promise<number[]>;
  /** Requests sent again after a connection reset (their time counts both tries). */
  resets: () => number;
  close: () => void;
};

export function benchClients(baseUrl: string, token: string, clients: number): BenchClients {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  let resets = 0;
  const send = (path: string) =>
    new Promise<number>((resolve, reject) => {
      const req = request(new URL(path, baseUrl), { agent, headers: { Authorization: `Token ${token}` } }, (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  /** A kept-alive socket the server closed as it was reused (timers run late on a loaded machine): retry once. */
  const get = async (path: string) => {
    try {
      return await send(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') throw error;
      resets++;
      return send(path);
    }
  };
  const measure = async (path: string, requests: number, concurrent = clients) => {
    const times: number[] = [];
    let next = 0;
    const client = async () => {
      while (next < requests) {
        next++;
        const started = performance.now();
        const status = await get(path);
        if (status !== 200) throw new Error(`${path} answered ${status}`);
        times.push(performance.now() - started);
      }
    };
    await Promise.all(Array.from({ length: concurrent }, client));
    return times.sort((a, b) => a - b);
  };
  return { measure, resets: () => resets, close: () => agent.destroy() };
}

/**
 * Waits until the service has no analysis queued or running (the seed:large data holds the demo, whose
 * analyses a first start queues): list requests are measured on a service at rest, not beside analysis
 * processes that take the other core. Answers the seconds it waited.
 */
export async function untilRunsIdle(baseUrl: string, token: string, timeoutMs = 300_000): Promise<number> {
  const started = performance.now();
  const count = async (status: string) => {
    const response = await fetch(new URL(`/api/analyses/runs/?status=${status}&per_page=1`, baseUrl), {
      headers: { Authorization: `Token ${token}` },
    });
    if (!response.ok) throw new Error(`/api/analyses/runs/ answered ${response.status}`);
    return ((await response.json()) as { count: number }).count;
  };
  while ((await count('queued')) + (await count('running')) > 0) {
    if (performance.now() - started > timeoutMs)
      throw new Error(`analyses still running after ${(timeoutMs / 1000).toFixed(0)} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return (performance.now() - started) / 1000;
}

/** The p-th percentile of sorted times. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/**
 * Each scenario's first request alone (its "cold" time: on a fresh service it pays what is then
 * remembered), then `warmUp` more; then `requests` each, measured: the steady state of a running
 * service. Prints `heading` and a row per scenario; answers each scenario's p99 in ms.
 */
export async function measureScenarios(
  load: BenchClients,
  scenarios: readonly (readonly [name: string, path: string])[],
  { requests, warmUp, heading }: { requests: number; warmUp: number; heading: () => string },
): Promise<Record<string, number>> {
  const cold = new Map<string, number>();
  for (const [name, path] of scenarios) {
    cold.set(name, (await load.measure(path, 1, 1))[0]!);
    await load.measure(path, warmUp);
  }
  console.log(heading());
  console.log('scenario             cold ms   p50 ms   p99 ms   max ms   req/s');
  const p99: Record<string, number> = {};
  for (const [name, path] of scenarios) {
    const started = performance.now();
    const times = await load.measure(path, requests);
    const seconds = (performance.now() - started) / 1000;
    p99[name] = percentile(times, 99);
    const figures = [cold.get(name)!, percentile(times, 50), p99[name], times.at(-1)!].map((ms) =>
      ms.toFixed(1).padStart(9),
    );
    console.log(`${name.padEnd(20)}${figures.join('')}${(requests / seconds).toFixed(0).padStart(8)}`);
  }
  return p99;
}
