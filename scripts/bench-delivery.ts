/**
 * `npm run bench:delivery`: 10 000 events across 100 webhooks to a local receiver, through the real
 * outbox, worker and sender on an embedded database. Prints events per second, requests sent, latency
 * from event to arrival (p50/p99) and peak memory. BENCH_EVENTS and BENCH_WEBHOOKS change the load;
 * BENCH_TRACE=1 prints every tick that ran (webhooks, requests, duration).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/open';
import { enqueueEvent } from '../src/server/delivery/outbox';
import { startReceiver } from '../src/server/delivery/receiver';
import { DeliveryWorker } from '../src/server/delivery/worker';
import { SecretBox } from '../src/server/secrets/secret-box';
import { bootstrap } from '../src/server/seed/bootstrap';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const WEBHOOKS = Number(process.env.BENCH_WEBHOOKS ?? 100);
const dataDir = mkdtempSync(join(tmpdir(), 'argus-bench-delivery-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
const db = await openDatabase(config);
await bootstrap(db, { demo: false });
const secrets = SecretBox.fromKeyText('bench');

const latencies: number[] = [];
let arrived = 0;
let lastArrival = 0;
const receiver = await startReceiver({
  onRequest: (r) => {
    const now = Date.now();
    for (const e of r.events) latencies.push(now - Date.parse(e.created_at));
    arrived += r.events.length;
    lastArrival = now;
  },
});

// Webhook i listens to project i's SCA events.
await db.transaction(async (tx) => {
  for (let i = 1; i <= WEBHOOKS; i++) {
    const [project] = await tx.query<{ id: number }>(
      `INSERT INTO projects (name, type, stage) VALUES ($1, 'cli', 'build') RETURNING id`,
      [`bench-${i}`],
    );
    const [hook] = await tx.query<{ id: number }>(
      `INSERT INTO webhooks (name, url, events) VALUES ($1, $2, ARRAY['project_sca_analysis_finished']) RETURNING id`,
      [`bench ${i}`, receiver.url],
    );
    await tx.query('INSERT INTO webhook_projects (webhook_id, project_id) VALUES ($1, $2)', [hook!.id, project!.id]);
  }
});
const projects = (await db.query<{ id: number }>("SELECT id FROM projects WHERE name LIKE 'bench-%' ORDER BY id")).map(
  (p) => p.id,
);

const worker = new DeliveryWorker({ db, config, secrets, now: () => new Date() });
// Time spent in ticks that sent something: the delivery side's own capacity, apart from the waits.
let tickMs = 0;
const tick = worker.tick.bind(worker);
worker.tick = async () => {
  const begun = performance.now();
  const result = await tick();
  if (result.requests > 0) tickMs += performance.now() - begun;
  if (process.env.BENCH_TRACE)
    console.log(
      `tick at ${((performance.timeOrigin + begun - started) / 1000).toFixed(2)} s: ${result.webhooks} webhooks, ${result.requests} requests, ${(performance.now() - begun).toFixed(0)} ms`,
    );
  return result;
};
await worker.start();
const rssBefore = process.memoryUsage().rss;
const started = Date.now();
// Producers in the service are request handlers and run steps, each its own turn of the event loop;
// yielding between transactions lets the worker's timer fire in between, as it does there. (PGlite
// answers through promises alone, so a loop that never yields would keep every timer waiting.)
for (let i = 0; i < EVENTS; i += 100) {
  await new Promise((r) => setImmediate(r));
  await db.transaction(async (tx) => {
    for (let j = i; j < Math.min(i + 100, EVENTS); j++) {
      const id = projects[j % projects.length]!;
      await enqueueEvent(
        tx,
        'project_sca_analysis_finished',
        { project_id: id, project_name: `bench-${id}`, vulnerabilities_count: j % 7, dependencies_count: 100 },
        new Date(),
      );
    }
  });
}
const enqueued = Date.now();
while (arrived < EVENTS && Date.now() - enqueued < 120_000) await new Promise((r) => setTimeout(r, 20));
clearInterval(sampler);
await worker.stop();

latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
const elapsed = (lastArrival - started) / 1000;
console.log(
  `bench:delivery — ${EVENTS} events, ${WEBHOOKS} webhooks, tick ${config.webhookTickMs} ms, window ${config.webhookBatchWindowMs} ms`,
);
console.log(
  `  intake:             ${(EVENTS / ((enqueued - started) / 1000)).toFixed(0)} events/s written to the outbox for ${((enqueued - started) / 1000).toFixed(2)} s while the worker delivered`,
);
console.log(`  delivered:          ${arrived} events in ${receiver.requests.length} requests`);
console.log(
  `  delivery rate:      ${(arrived / Math.max(0.001, tickMs / 1000)).toFixed(0)} events/s in ${(tickMs / 1000).toFixed(2)} s of ticks that sent (claim, read, send, record)`,
);
console.log(
  `  end to end:         ${(arrived / elapsed).toFixed(0)} events/s from first event to last arrival (includes the batch window)`,
);
console.log(
  `  last event → last arrival: ${((lastArrival - enqueued) / 1000).toFixed(2)} s (${((lastArrival - enqueued) / config.webhookTickMs).toFixed(2)} ticks)`,
);
console.log(`  latency event→arrival: p50 ${pct(50)} ms, p99 ${pct(99)} ms`);
console.log(
  `  RSS:                ${(rssBefore / 1024 / 1024).toFixed(0)} MiB before the first event, peak ${(peakRss / 1024 / 1024).toFixed(0)} MiB`,
);
await receiver.close();
await db.close();
rmSync(dataDir, { recursive: true, force: true });
