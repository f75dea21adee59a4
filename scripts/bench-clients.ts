/**
 * The benchmarks' HTTP load: `clients` concurrent clients on node:http with kept-alive sockets, one per
 * client (about half of fetch's CPU per request; the clients share this machine's two cores with the
 * service, so their own cost shows in the latencies).
 */
import { Agent, request } from 'node:http';

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

/** The p-th percentile of sorted times. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
