import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageOf } from '../../../contract/pagination';
import { TRIGGER_VALUES } from '../../../contract/triggers';
import { WebhookSchema } from '../../../contract/webhooks';
import { startTestService, type TestService } from '../../test/harness';

const TOKEN = 'hook-token-9f8e7d';
let s: TestService;
let admin: string;
let auditor: string;
let receiver: Server;
let receiverUrl: string;
let status = 200;
const received: { headers: IncomingHttpHeaders; body: unknown }[] = [];

beforeAll(async () => {
  s = await startTestService({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_TIMEOUT_SECONDS: '1' });
  admin = await s.tokenFor('administrator');
  auditor = await s.tokenFor('auditor');
  receiver = createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(text) });
      res.writeHead(status).end('thanks');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  await s.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const input = () => ({
  name: 'Chat notifications',
  url: receiverUrl,
  events: ['project_sca_analysis_finished', 'sca_policy_has_been_triggered'],
  token: TOKEN,
});
const create = async (body: unknown = input()) => {
  const res = await s.call(admin, 'POST', '/api/settings/webhooks/', body);
  return { status: res.status, text: await res.text() };
};

describe('webhook records', () => {
  it('creates a webhook; responses carry has_token and never the token', async () => {
    const { status: code, text } = await create();
    expect(code).toBe(201);
    expect(text).not.toContain(TOKEN);
    expect(JSON.parse(text)).not.toHaveProperty('token');
    const webhook = WebhookSchema.parse(JSON.parse(text));
    const { token: _token, ...visible } = input();
    expect(webhook).toMatchObject({
      ...visible,
      projects: [],
      has_token: true,
      is_active: true,
      availability_status: 'unknown',
    });
    const list = await (await s.call(admin, 'GET', '/api/settings/webhooks/')).text();
    expect(list).not.toContain(TOKEN);
    const stored = await s.db.query<{ token_encrypted: string }>('SELECT token_encrypted FROM webhooks WHERE id = $1', [
      webhook.id,
    ]);
    expect(stored[0]!.token_encrypted).not.toContain(TOKEN);
  });

  it.each([
    ['no name', { name: '' }, { name: ['This field may not be blank.'] }],
    ['a relative URL', { url: '/hook' }, { url: [expect.stringContaining('absolute URL')] }],
    ['an ftp URL', { url: 'ftp://files.example.com/' }, { url: ['The URL must start with http:// or https://.'] }],
    [
      'credentials in the URL',
      { url: 'https://user:pw@hooks.example.com/' },
      { url: ['Put credentials in the token, not in the URL.'] },
    ],
    ['no events', { events: [] }, { events: ['Choose at least one event.'] }],
    [
      'an unknown trigger',
      { events: ['project_exploded'] },
      { events: { '0': ['Unknown trigger "project_exploded".'] } },
    ],
    ['the test trigger', { events: ['test'] }, { events: { '0': ['The test trigger cannot be subscribed to.'] } }],
    [
      'a repeated trigger',
      { events: ['project_sca_analysis_finished', 'project_sca_analysis_finished'] },
      { events: ['An event is listed twice.'] },
    ],
    ['an unknown project', { projects: [424242] }, { projects: ['Invalid pk "424242" - object does not exist.'] }],
  ])('400 for %s, storing nothing', async (_name, change, errors) => {
    const before = pageOf(WebhookSchema).parse(
      await (await s.call(admin, 'GET', '/api/settings/webhooks/')).json(),
    ).count;
    const res = await s.call(admin, 'POST', '/api/settings/webhooks/', { ...input(), ...change });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toEqual(errors);
    expect(JSON.stringify(body)).not.toContain(TOKEN);
    const after = pageOf(WebhookSchema).parse(
      await (await s.call(admin, 'GET', '/api/settings/webhooks/')).json(),
    ).count;
    expect(after).toBe(before);
  });

  it('PUT and PATCH without token keep it, "" clears it; PATCH is_active re-enables', async () => {
    const created = WebhookSchema.parse(JSON.parse((await create({ ...input(), name: 'Keeper' })).text));
    const path = `/api/settings/webhooks/${created.id}/`;
    const put = await s.call(admin, 'PUT', path, {
      name: 'Keeper 2',
      url: receiverUrl,
      events: ['project_sca_analysis_failed'],
    });
    expect(await put.json()).toMatchObject({
      name: 'Keeper 2',
      has_token: true,
      events: ['project_sca_analysis_failed'],
    });
    const patch = await s.call(admin, 'PATCH', path, { name: 'Keeper 3' });
    expect(await patch.json()).toMatchObject({ name: 'Keeper 3', has_token: true });
    await s.call(admin, 'PATCH', path, { is_active: false });
    expect(await (await s.call(admin, 'GET', path)).json()).toMatchObject({
      is_active: false,
      disabled_reason: 'Disabled by an administrator.',
    });
    const enabled = await s.call(admin, 'PATCH', path, { is_active: true });
    expect(await enabled.json()).toMatchObject({ is_active: true, disabled_at: null, disabled_reason: null });
    const cleared = await s.call(admin, 'PATCH', path, { token: '' });
    expect(await cleared.json()).toMatchObject({ has_token: false });
    expect((await s.call(admin, 'DELETE', path)).status).toBe(204);
    expect((await s.call(admin, 'GET', path)).status).toBe(404);
  });

  it('an auditor reads webhooks but cannot write, test or refresh', async () => {
    expect((await s.call(auditor, 'GET', '/api/settings/webhooks/')).status).toBe(200);
    expect((await s.call(auditor, 'POST', '/api/settings/webhooks/', input())).status).toBe(403);
    expect((await s.call(auditor, 'POST', '/api/settings/webhooks/test/', { url: receiverUrl })).status).toBe(403);
    expect((await s.call(auditor, 'POST', '/api/settings/webhooks/1/refresh_availability_status/')).status).toBe(403);
  });
});

describe('test/ and refresh_availability_status/', () => {
  it('sends {"events":[{created_at, trigger:"test", payload:{}}]} with the token header and reports success', async () => {
    status = 200;
    const res = await s.call(admin, 'POST', '/api/settings/webhooks/test/', {
      url: receiverUrl,
      token: 'unsaved-token',
    });
    const result = await res.json();
    expect(result).toMatchObject({ success: true, status_code: 200, error: null, duration_ms: expect.any(Number) });
    const last = received.at(-1)!;
    expect(last.headers['x-argus-authentication']).toBe('unsaved-token');
    expect(last.body).toEqual({ events: [{ created_at: expect.stringMatching(/Z$/), trigger: 'test', payload: {} }] });
    expect(Object.keys((last.body as { events: object[] }).events[0]!).sort()).toEqual([
      'created_at',
      'payload',
      'trigger',
    ]);
  });

  it('uses the stored token when the form sends webhook_id and no token', async () => {
    const created = WebhookSchema.parse(JSON.parse((await create({ ...input(), name: 'Stored token' })).text));
    await s.call(admin, 'POST', '/api/settings/webhooks/test/', { url: receiverUrl, webhook_id: created.id });
    expect(received.at(-1)!.headers['x-argus-authentication']).toBe(TOKEN);
  });

  it('a 500 answer is success false with the status and an error, not an HTTP error', async () => {
    status = 500;
    const res = await s.call(admin, 'POST', '/api/settings/webhooks/test/', { url: receiverUrl });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      success: false,
      status_code: 500,
      error: 'answered HTTP 500 Internal Server Error',
    });
    status = 200;
  });

  it('refresh records availability from the stored URL and token', async () => {
    const created = WebhookSchema.parse(JSON.parse((await create({ ...input(), name: 'Refresh me' })).text));
    const path = `/api/settings/webhooks/${created.id}/refresh_availability_status/`;
    status = 503;
    const down = WebhookSchema.parse(await (await s.call(admin, 'POST', path)).json());
    expect(down.availability_status).toBe('unavailable');
    expect(down.availability_checked_at).not.toBeNull();
    status = 204;
    const up = WebhookSchema.parse(await (await s.call(admin, 'POST', path)).json());
    expect(up.availability_status).toBe('available');
    expect(received.at(-1)!.headers['x-argus-authentication']).toBe(TOKEN);
    status = 200;
  });

  it('refuses loopback targets unless WEBHOOK_ALLOW_PRIVATE_TARGETS is true', async () => {
    const strict = await startTestService({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' });
    try {
      const token = await strict.tokenFor('administrator');
      const before = received.length;
      const res = await strict.call(token, 'POST', '/api/settings/webhooks/test/', { url: receiverUrl });
      expect(await res.json()).toMatchObject({
        success: false,
        status_code: null,
        error: 'address 127.0.0.1 is loopback; set WEBHOOK_ALLOW_PRIVATE_TARGETS to allow it',
      });
      expect(received.length).toBe(before);
    } finally {
      await strict.close();
    }
  });

  it('a bad test body is a 400 with the field', async () => {
    const res = await s.call(admin, 'POST', '/api/settings/webhooks/test/', { url: 'nope' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ url: [expect.stringContaining('absolute URL')] });
  });
});

describe('triggers/', () => {
  it('lists the 32 triggers with label, group and a JSON Schema payload', async () => {
    const catalog = (await (await s.call(auditor, 'GET', '/api/settings/webhooks/triggers/')).json()) as {
      value: string;
      label: string;
      group: string;
      payload_schema: { type?: string; properties?: Record<string, { type?: string }> };
    }[];
    expect(catalog.map((t) => t.value)).toEqual([...TRIGGER_VALUES]);
    expect(catalog).toHaveLength(32);
    const policy = catalog.find((t) => t.value === 'sca_policy_has_been_triggered')!;
    expect(policy.payload_schema.type).toBe('object');
    expect(policy.payload_schema.properties?.project_id?.type).toBe('integer');
    expect(policy.payload_schema.properties?.matched_criteria?.type).toBe('array');
  });
});
