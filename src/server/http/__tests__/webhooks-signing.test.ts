import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageOf } from '../../../contract/pagination';
import { DeliverySchema, SigningSecretSchema, WebhookSchema } from '../../../contract/webhooks';
import { enqueueEvent } from '../../delivery/outbox';
import { type Receiver, startReceiver } from '../../delivery/receiver';
import { DeliveryWorker } from '../../delivery/worker';
import { startTestService, type TestService } from '../../test/harness';

const TOKEN = 'hook-token-5be1c0de-9a7f';
/** Refuses at once: webhooks are aimed here until their receiver exists. */
const NOWHERE = 'http://127.0.0.1:9/';
let s: TestService;
let admin: string;
let worker: DeliveryWorker;
const receivers: Receiver[] = [];

beforeAll(async () => {
  s = await startTestService({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_TIMEOUT_SECONDS: '2' });
  admin = await s.tokenFor('administrator');
  worker = new DeliveryWorker({ db: s.db, config: s.config, secrets: s.secrets, now: () => s.clock.now });
});
afterAll(async () => {
  for (const receiver of receivers) await receiver.close();
  await s.close();
});

const receiverWith = async (signingSecret: string) => {
  const receiver = await startReceiver({ token: TOKEN, signingSecret });
  receivers.push(receiver);
  return receiver;
};
const webhookAt = async (url: string) => {
  const res = await s.call(admin, 'POST', '/api/settings/webhooks/', {
    name: 'Signed',
    url,
    events: ['project_sca_analysis_started'],
    token: TOKEN,
  });
  return WebhookSchema.parse(await res.json());
};
const createSecret = async (id: number) => {
  const res = await s.call(admin, 'POST', `/api/settings/webhooks/${id}/signing_secret/`);
  expect(res.status).toBe(200);
  return SigningSecretSchema.parse(await res.json()).secret;
};
const getWebhook = async (id: number) => {
  const res = await s.call(admin, 'GET', `/api/settings/webhooks/${id}/`);
  return { text: await res.clone().text(), record: WebhookSchema.parse(await res.json()) };
};
/** One event queued and delivered by the worker. */
const deliverOne = async () => {
  await enqueueEvent(s.db, 'project_sca_analysis_started', { project_id: 1, project_name: 'signed' }, s.clock.now);
  s.clock.now = new Date(s.clock.now.getTime() + 10_000);
  await worker.tick();
};
const signed = (headers: Record<string, string | string[] | undefined>) =>
  Object.fromEntries(['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((n) => [n, String(headers[n])]));

describe('CONTRACT §13: Standard Webhooks signing', () => {
  it('creates a whsec_ secret shown once; records say has_signing_secret and never hold it', async () => {
    const webhook = await webhookAt(`${NOWHERE}argus`);
    expect(webhook.has_signing_secret).toBe(false);
    const secret = await createSecret(webhook.id);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(24);
    const { text, record } = await getWebhook(webhook.id);
    expect(record.has_signing_secret).toBe(true);
    expect(text).not.toContain(secret.slice(6));
    const list = await (await s.call(admin, 'GET', '/api/settings/webhooks/')).text();
    expect(list).not.toContain(secret.slice(6));

    const replaced = await createSecret(webhook.id);
    expect(replaced).not.toBe(secret);

    const removed = await s.call(admin, 'DELETE', `/api/settings/webhooks/${webhook.id}/signing_secret/`);
    expect(removed.status).toBe(204);
    expect((await getWebhook(webhook.id)).record.has_signing_secret).toBe(false);
    expect((await s.call(admin, 'DELETE', `/api/settings/webhooks/${webhook.id}/signing_secret/`)).status).toBe(204);
  });

  it('404 for an unknown webhook, 403 for an auditor', async () => {
    expect((await s.call(admin, 'POST', '/api/settings/webhooks/999999/signing_secret/')).status).toBe(404);
    expect((await s.call(admin, 'DELETE', '/api/settings/webhooks/999999/signing_secret/')).status).toBe(404);
    const webhook = await webhookAt(`${NOWHERE}other`);
    const auditor = await s.tokenFor('auditor');
    expect((await s.call(auditor, 'POST', `/api/settings/webhooks/${webhook.id}/signing_secret/`)).status).toBe(403);
    expect((await s.call(auditor, 'DELETE', `/api/settings/webhooks/${webhook.id}/signing_secret/`)).status).toBe(403);
    expect((await getWebhook(webhook.id)).record.has_signing_secret).toBe(false);
  });

  it('signs deliveries, tests and refreshes so that the standardwebhooks library verifies them; DELETE stops it', async () => {
    const webhook = await webhookAt(NOWHERE);
    const secret = await createSecret(webhook.id);
    const receiver = await receiverWith(secret);
    await s.call(admin, 'PATCH', `/api/settings/webhooks/${webhook.id}/`, { url: `${receiver.url}signed` });

    await deliverOne();
    await s.call(admin, 'POST', `/api/settings/webhooks/${webhook.id}/refresh_availability_status/`);
    await s.call(admin, 'POST', '/api/settings/webhooks/test/', {
      url: `${receiver.url}signed`,
      webhook_id: webhook.id,
    });
    expect(receiver.requests).toHaveLength(3);
    for (const request of receiver.requests) {
      expect(request.signatureValid).toBe(true); // the receiver's own check, by the library too
      const verified = new Webhook(secret).verify(request.rawBody, signed(request.headers));
      expect(verified).toEqual(JSON.parse(request.rawBody));
      expect(request.headers['webhook-id']).toBe(request.deliveryId);
      expect(() => new Webhook(`whsec_${'A'.repeat(32)}`).verify(request.rawBody, signed(request.headers))).toThrow(
        'No matching signature found',
      );
      // A body changed on the way no longer verifies.
      expect(() => new Webhook(secret).verify(`${request.rawBody} `, signed(request.headers))).toThrow(
        'No matching signature found',
      );
    }
    expect(receiver.requests.map((r) => r.events[0]!.trigger)).toEqual([
      'project_sca_analysis_started',
      'test',
      'test',
    ]);

    await s.call(admin, 'DELETE', `/api/settings/webhooks/${webhook.id}/signing_secret/`);
    await deliverOne();
    const unsigned = receiver.requests.at(-1)!;
    expect(unsigned.headers['webhook-signature']).toBeUndefined();
    expect(unsigned.headers['webhook-id']).toBeUndefined();
    expect(unsigned.signatureValid).toBe(false);
  });

  it('stores the request without secrets: the token and signature as ***, the exact body, the answer headers', async () => {
    const webhook = await webhookAt(NOWHERE);
    const secret = await createSecret(webhook.id);
    const receiver = await receiverWith(secret);
    await s.call(admin, 'PATCH', `/api/settings/webhooks/${webhook.id}/`, { url: `${receiver.url}stored` });
    await deliverOne();
    receiver.options.failWith = 500; // a failed attempt is stored the same way
    await deliverOne();
    const request = receiver.requests[0]!;
    expect(request.headers['x-argus-authentication']).toBe(TOKEN);

    const page = pageOf(DeliverySchema).parse(
      await (await s.call(admin, 'GET', `/api/settings/webhooks/${webhook.id}/deliveries/`)).json(),
    );
    const [failed, delivered] = page.results;
    expect(delivered).toMatchObject({
      success: true,
      request_body: request.rawBody,
      request_headers: {
        'Content-Type': 'application/json',
        'Content-Length': String(Buffer.byteLength(request.rawBody)),
        'User-Agent': expect.stringMatching(/^Argus\//),
        'X-Argus-Delivery': request.deliveryId,
        'X-Argus-Attempt': '1',
        'X-Argus-Authentication': '***',
        'webhook-id': request.deliveryId,
        'webhook-timestamp': request.headers['webhook-timestamp'],
        'webhook-signature': '***',
      },
      response_headers: expect.objectContaining({ 'content-type': 'text/plain' }),
    });
    expect(failed).toMatchObject({
      success: false,
      status_code: 500,
      request_headers: { 'X-Argus-Authentication': '***', 'webhook-signature': '***' },
    });
    expect(failed!.request_body).toBe(receiver.requests[1]!.rawBody);

    // Every column of every row of every table, as text: neither the token nor the secret anywhere.
    const tables = await s.db.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`,
    );
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['webhooks', 'webhook_deliveries']));
    let rows = 0;
    for (const { name } of tables) {
      const dump = await s.db.query<{ row: string }>(`SELECT t::text AS row FROM "${name}" t`);
      rows += dump.length;
      for (const { row } of dump) {
        expect(row, name).not.toContain(TOKEN);
        expect(row, name).not.toContain(secret.slice(6));
      }
    }
    expect(rows).toBeGreaterThan(100);
  });
});
