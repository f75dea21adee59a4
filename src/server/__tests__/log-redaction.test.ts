import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Receiver, startReceiver } from '../delivery/receiver';
import { type ServiceProcess, startServiceProcess } from '../test/service-process';

const dataDir = mkdtempSync(join(tmpdir(), 'argus-log-'));
const WEBHOOK_TOKEN = 'webhook-token-in-no-log-3f9c';
let service: ServiceProcess | undefined;
let receiver: Receiver | undefined;
afterAll(async () => {
  await service?.stop();
  await receiver?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type LogLine = { level: number; msg: string; [field: string]: unknown };

/**
 * A whole session of the real service with JSON logs: tokens sent, a bad token, a webhook with a token and
 * a signing secret delivering to a receiver. Then the log is read as an operator's collector would.
 */
describe('the service log (JSON lines)', () => {
  it('has one line per API request and per delivery round, and never a token, signing secret or Authorization header', async () => {
    receiver = await startReceiver({ token: WEBHOOK_TOKEN });
    service = await startServiceProcess(
      {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ARGUS_SEED_DEMO: 'false',
        ARGUS_CONSOLE_DIR: '/nonexistent',
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
        WEBHOOK_TICK_SECONDS: '0.2',
        WEBHOOK_BATCH_WINDOW_SECONDS: '0.2',
        ARGUS_LOG: '',
        ARGUS_LOG_FORMAT: 'json',
      },
      { waitForToken: true },
    );
    const api = (path: string, token: string, body?: unknown) =>
      fetch(`${service!.url}${path.slice(1)}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { Authorization: `Token ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    // The banner's token is replaced at once: the one used from here on was never printed by design.
    const regenerated = await api('/api/profile/api_token/', service.token!, {});
    const { token } = (await regenerated.json()) as { token: string };
    expect((await api('/api/policies/', token)).status).toBe(200);
    // Lines are written asynchronously: requests arriving together still get one line each.
    const together = await Promise.all(Array.from({ length: 25 }, () => api('/api/licenses/', token)));
    expect(together.map((res) => res.status)).toEqual(Array(25).fill(200));
    expect((await api('/api/policies/', 'f'.repeat(40))).status).toBe(401);
    const created = await api('/api/settings/webhooks/', token, {
      name: 'log-hook',
      url: receiver.url,
      token: WEBHOOK_TOKEN,
      events: ['project_sca_analysis_started'],
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const signing = await api(`/api/settings/webhooks/${id}/signing_secret/`, token, {});
    const { secret } = (await signing.json()) as { secret: string };
    expect(
      (await api(`/api/settings/webhooks/${id}/send_example/`, token, { trigger: 'project_sca_analysis_started' }))
        .status,
    ).toBe(202);
    await expect.poll(() => receiver!.requests.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(receiver.requests[0]!.tokenMatched).toBe(true);
    await service.stop();

    const output = service.output();
    const lines = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests).toContainEqual(
      expect.objectContaining({ method: 'GET', route: '/api/policies/', status: 200, user_id: expect.any(Number) }),
    );
    expect(requests).toContainEqual(expect.objectContaining({ method: 'GET', status: 401 }));
    expect(requests.filter((line) => line.route === '/api/licenses/' && line.status === 200)).toHaveLength(25);
    expect(requests).toContainEqual(
      expect.objectContaining({ method: 'POST', route: '/api/settings/webhooks/:id/signing_secret/', status: 200 }),
    );
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'delivery round', webhooks: 1, requests: 1 }));
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'SIGTERM received, shutting down' }));

    for (const secretText of [token, WEBHOOK_TOKEN, secret, secret.slice('whsec_'.length), 'f'.repeat(40)]) {
      expect(output).not.toContain(secretText);
    }
    expect(output).not.toMatch(/authorization/i);
  }, 120_000);
});
