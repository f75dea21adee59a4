import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageOf } from '../../../contract/pagination';
import { examplePayload } from '../../../contract/triggers';
import { WebhookSchema } from '../../../contract/webhooks';
import { insertWebhook } from '../../db/repositories/webhooks';
import { enqueueEvent } from '../../delivery/outbox';
import { startReceiver, type Receiver } from '../../delivery/receiver';
import { sendWebhook } from '../../delivery/sender';
import { DeliveryWorker } from '../../delivery/worker';
import { startTestService, type TestService } from '../../test/harness';

// The service as shipped: WEBHOOK_ALLOW_PRIVATE_TARGETS off. A real receiver on 127.0.0.1 counts what reaches it.
let s: TestService;
let admin: string;
let receiver: Receiver;
let port: number;

beforeAll(async () => {
  s = await startTestService({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false', WEBHOOK_TIMEOUT_SECONDS: '1' });
  admin = await s.tokenFor('administrator');
  receiver = await startReceiver();
  port = Number(new URL(receiver.url).port);
});
afterAll(async () => {
  await receiver.close();
  await s.close();
});

/** IPv6 spellings of 127.0.0.1 that the URL parser rewrites to hex, and the IPv4 spellings it rewrites to dotted. */
const HEX_LOOPBACK = ['[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '[0:0:0:0:0:ffff:7f00:1]'];
const DOTTED_LOOPBACK = ['2130706433', '0x7f.1', '127.1'];
const COMPATIBLE_LOOPBACK = '[::127.0.0.1]';
const hookAt = (host: string, path = '/hook') => `http://${host}:${port}${path}`;
const input = (url: string) => ({ name: 'SSRF probe', url, events: ['project_sca_analysis_finished'] });
const count = async () =>
  pageOf(WebhookSchema).parse(await (await s.call(admin, 'GET', '/api/settings/webhooks/')).json()).count;

describe('SSRF: literal non-public hosts are refused at create and update', () => {
  it.each<[string, string]>([
    ...[...HEX_LOOPBACK, ...DOTTED_LOOPBACK].map((host): [string, string] => [`http://${host}:8080/hook`, 'loopback']),
    [`http://${COMPATIBLE_LOOPBACK}/`, 'an IPv4-compatible form of 127.0.0.1, which is loopback'],
    ['http://[::ffff:a9fe:a9fe]/latest/meta-data/', 'a cloud metadata address'],
    ['http://169.254.169.254/', 'a cloud metadata address'],
    ['http://[64:ff9b::a00:1]/', 'a NAT64 form of 10.0.0.1, which is private'],
    ['http://[2002:7f00:1::]/', 'a 6to4 form of 127.0.0.1, which is loopback'],
    ['http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/', 'a Teredo form of 127.0.0.1, which is loopback'],
    ['http://224.0.0.1/', 'multicast'],
    ['http://0.0.0.0/', 'reserved'],
    ['http://255.255.255.255/', 'broadcast'],
    ['http://[fd00:ec2::254]/', 'a cloud metadata address'],
  ])('SSRF: POST with %s is a 400 on url (%s), storing nothing', async (url, kind) => {
    const before = await count();
    const res = await s.call(admin, 'POST', '/api/settings/webhooks/', input(url));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { url: string[] };
    expect(Object.keys(body)).toEqual(['url']);
    expect(body.url).toEqual([expect.stringMatching(/^The URL's host \S+ is /)]);
    expect(body.url[0]).toContain(
      `is ${kind}; webhooks may only call public addresses while WEBHOOK_ALLOW_PRIVATE_TARGETS is off.`,
    );
    expect(await count()).toBe(before);
  });

  it.each(['http://93.184.216.34/hook', 'http://[2606:4700:4700::1111]/hook', 'https://hooks.example.com/argus'])(
    'a public address or a host name (%s) is accepted',
    async (url) => {
      const res = await s.call(admin, 'POST', '/api/settings/webhooks/', input(url));
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ url });
    },
  );

  it('SSRF: PUT and PATCH to [::ffff:7f00:1] are a 400 on url; a PATCH that leaves the URL alone is not', async () => {
    const created = WebhookSchema.parse(
      await (await s.call(admin, 'POST', '/api/settings/webhooks/', input('https://hooks.example.com/a'))).json(),
    );
    const path = `/api/settings/webhooks/${created.id}/`;
    const put = await s.call(admin, 'PUT', path, input(hookAt('[::ffff:7f00:1]')));
    expect(put.status).toBe(400);
    expect(Object.keys(await put.json())).toEqual(['url']);
    const patch = await s.call(admin, 'PATCH', path, { url: hookAt('[::ffff:7f00:1]') });
    expect(patch.status).toBe(400);
    expect(Object.keys(await patch.json())).toEqual(['url']);
    expect(WebhookSchema.parse(await (await s.call(admin, 'GET', path)).json()).url).toBe(
      'https://hooks.example.com/a',
    );

    // Stored while the guard was off: it can still be renamed or disabled.
    const legacy = await insertWebhook(s.db, { ...input(hookAt('127.0.0.1')), projects: [] }, null);
    const renamed = await s.call(admin, 'PATCH', `/api/settings/webhooks/${legacy}/`, {
      name: 'Old',
      is_active: false,
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ name: 'Old', is_active: false });
  });
});

describe('SSRF: end to end, nothing reaches a receiver on 127.0.0.1', () => {
  it('the receiver is reachable through the hex spelling when private targets are allowed (the probe works)', async () => {
    const before = receiver.requests.length;
    const result = await sendWebhook({
      url: hookAt('[::ffff:7f00:1]'),
      body: { events: [] },
      timeoutMs: 1000,
      allowPrivateTargets: true,
      authHeader: 'X-Argus-Authentication',
    });
    expect(result).toMatchObject({ success: true, status_code: 200 });
    expect(receiver.requests.length).toBe(before + 1);
  });

  it.each([...HEX_LOOPBACK, ...DOTTED_LOOPBACK, COMPATIBLE_LOOPBACK])(
    'SSRF: POST test/ to http://%s:PORT/ is refused (success false) and the receiver sees 0 requests',
    async (host) => {
      const before = receiver.requests.length;
      const res = await s.call(admin, 'POST', '/api/settings/webhooks/test/', { url: hookAt(host) });
      expect(res.status).toBe(200);
      const result = (await res.json()) as { success: boolean; status_code: number | null; error: string };
      expect(result).toMatchObject({ success: false, status_code: null });
      expect(result.error).toMatch(/^address \S+ is .*loopback; set WEBHOOK_ALLOW_PRIVATE_TARGETS to allow it$/);
      expect(receiver.requests.length).toBe(before);
    },
  );

  it('SSRF: refresh_availability_status of a stored [::ffff:7f00:1] URL sends nothing and records unavailable', async () => {
    const id = await insertWebhook(s.db, { ...input(hookAt('[::ffff:7f00:1]')), projects: [] }, null);
    const before = receiver.requests.length;
    const res = await s.call(admin, 'POST', `/api/settings/webhooks/${id}/refresh_availability_status/`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ availability_status: 'unavailable' });
    expect(receiver.requests.length).toBe(before);
  });

  it('SSRF: delivery to a stored [0:0:0:0:0:ffff:7f00:1] URL records a refused attempt and sends nothing', async () => {
    // A trigger no other webhook of this file subscribes to, so the tick sends to nothing else.
    const id = await insertWebhook(
      s.db,
      { ...input(hookAt('[0:0:0:0:0:ffff:7f00:1]')), events: ['clones_analysis_failed'], projects: [] },
      null,
    );
    await enqueueEvent(s.db, 'clones_analysis_failed', examplePayload('clones_analysis_failed'), s.clock.now);
    s.clock.now = new Date(s.clock.now.getTime() + 10_000);
    const before = receiver.requests.length;
    const worker = new DeliveryWorker({ db: s.db, config: s.config, secrets: s.secrets, now: () => s.clock.now });
    await worker.tick();
    expect(receiver.requests.length).toBe(before);
    const page = await (await s.call(admin, 'GET', `/api/settings/webhooks/${id}/deliveries/`)).json();
    expect(page.results).toHaveLength(1);
    expect(page.results[0]).toMatchObject({
      success: false,
      status_code: null,
      error: 'address ::ffff:7f00:1 is loopback; set WEBHOOK_ALLOW_PRIVATE_TARGETS to allow it',
    });
  });
});
