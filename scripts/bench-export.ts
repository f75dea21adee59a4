/**
 * `npm run bench:export`: CONTRACT §13's export at scale. A real service process whose database
 * holds the `seed:large` rows (100 000 dependencies, kept between runs in BENCH_DATA_DIR) streams
 * `/api/dependencies/?format=csv` to a client that counts the lines as they arrive; the service
 * process's resident memory (VmRSS from /proc) is sampled every 20 ms. The target: RSS growth during
 * the export under 50 MB, because the rows are read and written a batch at a time.
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { benchEnv, seedLargeOnce, startBenchService } from './bench-clients';

const DATA_DIR = process.env.BENCH_DATA_DIR ?? join('.tmp', 'bench-data');
const LIMIT_MB = 50;
const env = benchEnv(DATA_DIR);

seedLargeOnce(env);
const { service, token } = await startBenchService(env, { timeoutMs: 180_000 });
const pid = service.child.pid!;

const rssMb = () => Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/** Streams a CSV export, counting lines and bytes without keeping the body. */
function exportCsv(path: string): Promise<{ status: number; lines: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, service.url), { headers: { Authorization: `Token ${token}` } }, (res) => {
      let lines = 0;
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) lines++;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, lines, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

try {
  // A small export first, so the code of the export path is loaded before "before" is taken.
  await exportCsv('/api/dependencies/?format=csv&search=bench-pkg-9999');
  await sleep(1000);
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 20);
  const started = performance.now();
  const result = await exportCsv('/api/dependencies/?format=csv');
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb());
  await sleep(2000);
  const after = rssMb();
  if (result.status !== 200) throw new Error(`the export answered ${result.status}`);
  const rows = result.lines - 1;
  const growth = peak - before;
  console.log(`rows exported          ${rows} (+ header), ${(result.bytes / 1024 / 1024).toFixed(1)} MB of CSV`);
  console.log(`time                   ${seconds.toFixed(2)} s (${Math.round(rows / seconds)} rows/s)`);
  console.log(`service RSS before     ${before.toFixed(1)} MB`);
  console.log(`service RSS peak       ${peak.toFixed(1)} MB (growth ${growth.toFixed(1)} MB, target < ${LIMIT_MB} MB)`);
  console.log(`service RSS after      ${after.toFixed(1)} MB`);
  console.log(growth < LIMIT_MB ? 'OK' : 'OVER THE TARGET');
  if (rows < 100_000 || growth >= LIMIT_MB) process.exitCode = 1;
} finally {
  await service.stop();
}
