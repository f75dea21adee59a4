import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examplePayload } from '../../../contract/triggers';
import { startReceiver, type Receiver } from '../receiver';
import { sendWebhook } from '../sender';

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver({ token: 'right-token' });
});
afterAll(() => receiver.close());

const send = (body: unknown, token = 'right-token') =>
  sendWebhook({
    url: receiver.url,
    token,
    body,
    timeoutMs: 1000,
    allowPrivateTargets: true,
    authHeader: 'X-Argus-Authentication',
    attempt: 1,
  });

describe('the webhook receiver', () => {
  it('records events, the delivery id, the attempt and whether the token matched', async () => {
    const event = {
      created_at: new Date().toISOString(),
      trigger: 'project_sca_analysis_started',
      payload: examplePayload('project_sca_analysis_started'),
    };
    const result = await send({ events: [event] });
    const last = receiver.requests.at(-1)!;
    expect(last).toMatchObject({
      deliveryId: result.delivery_id,
      attempt: 1,
      tokenMatched: true,
      mismatches: [],
      events: [event],
    });
    await send({ events: [event] }, 'wrong-token');
    expect(receiver.requests.at(-1)!.tokenMatched).toBe(false);
  });

  it('names each payload that does not match its trigger schema', async () => {
    await send({
      events: [
        {
          created_at: new Date().toISOString(),
          trigger: 'project_sca_analysis_finished',
          payload: { project_id: 'one', project_name: 'x' },
        },
      ],
    });
    const [mismatch] = receiver.requests.at(-1)!.mismatches;
    expect(mismatch).toMatch(/^event 0 \(project_sca_analysis_finished\): /);
    expect(mismatch).toContain('project_id');
  });

  it('answers with the failure status it was told to', async () => {
    receiver.options.failWith = 500;
    const result = await send({ events: [] });
    expect(result).toMatchObject({ success: false, status_code: 500 });
    receiver.options.failWith = undefined;
    expect((await send({ events: [] })).success).toBe(true);
  });
});
