import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServiceProcess, startServiceProcess } from '../../test/service-process';
import { startReceiver } from '../receiver';

const dataDir = mkdtempSync(join(tmpdir(), 'argus-crash-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: '0',
  ARGUS_CONSOLE_DIR: '/nonexistent',
  ARGUS_SEED_DEMO: 'false',
  WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  WEBHOOK_TICK_SECONDS: '0.2',
  WEBHOOK_BATCH_WINDOW_SECONDS: '0.1',
  WEBHOOK_MAX_EVENTS_PER_REQUEST: '5',
  WEBHOOK_RETRY_SCHEDULE: '300ms,600ms,1s,2s',
};
let current: ServiceProcess | undefined;

async function start(waitForToken = false): Promise<ServiceProcess> {
  current = await startServiceProcess(env, { timeoutMs: 30_000, waitForToken });
  return current;
}

afterAll(() => {
  current?.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('at-least-once across a crash', () => {
  it('a service killed with SIGKILL mid-delivery loses no event: the restarted one sends the rest', async () => {
    let served = 0;
    const receiver = await startReceiver({
      onRequest: () => {
        served++;
      },
    });
    // The receiver answers slowly at first, so the kill lands while requests are in flight.
    receiver.options.failPaths = new Map();
    const first = await start(true);
    const token = first.token!;
    const api = (url: string, path: string, body?: unknown) =>
      fetch(`${url}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { Authorization: `Token ${token}`, 'Content-Type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });
    const created = await (
      await api(first.url, 'api/settings/webhooks/', {
        name: 'crash',
        url: receiver.url,
        events: ['clones_analysis_started'],
      })
    ).json();
    const TOTAL = 60;
    for (let i = 0; i < TOTAL; i++) {
      await api(first.url, `api/settings/webhooks/${created.id}/send_example/`, { trigger: 'clones_analysis_started' });
    }
    // Kill as soon as the first requests arrive.
    const deadline = Date.now() + 10_000;
    while (served === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await first.stop('SIGKILL');
    const beforeRestart = receiver.requests.reduce((n, r) => n + r.events.length, 0);

    const second = await start();
    const until = Date.now() + 20_000;
    let received = 0;
    while (Date.now() < until) {
      received = receiver.requests.reduce((n, r) => n + r.events.length, 0);
      const webhook = await (await api(second.url, `api/settings/webhooks/${created.id}/`)).json();
      if (webhook.pending_events_count === 0 && received >= TOTAL) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const ids = new Set(receiver.requests.flatMap((r) => r.events.map((e) => JSON.stringify(e))));
    console.log(
      `crash test: ${beforeRestart} events arrived before the kill, ${received} in all, ${received - ids.size} duplicates`,
    );
    // Each example event is identical but for created_at; count arrivals against the total.
    expect(received).toBeGreaterThanOrEqual(TOTAL);
    expect(beforeRestart).toBeLessThan(TOTAL);
    await second.stop();
    await receiver.close();
  }, 90_000);
});
