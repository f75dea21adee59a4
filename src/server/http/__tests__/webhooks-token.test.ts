import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageOf } from '../../../contract/pagination';
import { WebhookSchema } from '../../../contract/webhooks';
import { startReceiver, type Receiver } from '../../delivery/receiver';
import { startTestService, type TestService } from '../../test/harness';

let s: TestService;
let admin: string;
let receiver: Receiver;

beforeAll(async () => {
  s = await startTestService({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_TIMEOUT_SECONDS: '1' });
  admin = await s.tokenFor('administrator');
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await s.close();
});

const ASCII_ONLY =
  'Use only printable ASCII characters (letters, digits, punctuation, spaces): the token is sent in an HTTP header.';
const input = (token?: string) => ({
  name: 'Token probe',
  url: `${receiver.url}hook`,
  events: ['project_sca_analysis_finished'],
  ...(token === undefined ? {} : { token }),
});
const count = async () =>
  pageOf(WebhookSchema).parse(await (await s.call(admin, 'GET', '/api/settings/webhooks/')).json()).count;

/** Tokens no HTTP header can carry (or that a proxy would change), with the message each gets. */
const UNSENDABLE: [string, string, string][] = [
  ['"日本語"', '日本語', ASCII_ONLY],
  ['a newline', 'abc\ndef', ASCII_ONLY],
  ['a CR LF header injection', 'abc\r\nX-Injected: 1', ASCII_ONLY],
  ['a tab', 'abc\tdef', ASCII_ONLY],
  ['DEL', 'abc\u007f', ASCII_ONLY],
  ['a leading space', ' abc', 'The token may not start or end with a space.'],
  ['a trailing space', 'abc ', 'The token may not start or end with a space.'],
  ['256 characters', 'x'.repeat(256), 'At most 255 characters.'],
];
// §9 lets a body-wide check answer NUL and lone surrogates first ("Null characters are not allowed."),
// so for these only the field is pinned, not the wording.
const NUL_OR_SURROGATE: [string, string][] = [
  ['a NUL', 'abc\u0000def'],
  ['a lone surrogate', 'abc\ud800def'],
];

describe('Unsendable token: refused with a 400 on token wherever a token is accepted', () => {
  it.each(UNSENDABLE)(
    'Unsendable token: POST with %s is a 400 on token, storing nothing',
    async (_n, token, message) => {
      const before = await count();
      const res = await s.call(admin, 'POST', '/api/settings/webhooks/', input(token));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ token: [message] });
      expect(await count()).toBe(before);
    },
  );

  it.each(NUL_OR_SURROGATE)('Unsendable token: POST with %s is a 400 on token', async (_n, token) => {
    const before = await count();
    const res = await s.call(admin, 'POST', '/api/settings/webhooks/', input(token));
    expect(res.status).toBe(400);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['token']);
    expect(body.token).toEqual([expect.any(String)]);
    expect(await count()).toBe(before);
  });

  it('Unsendable token: PUT and PATCH with a newline in the token are a 400 on token and keep the stored one', async () => {
    const created = WebhookSchema.parse(
      await (await s.call(admin, 'POST', '/api/settings/webhooks/', input('good-token'))).json(),
    );
    const path = `/api/settings/webhooks/${created.id}/`;
    const put = await s.call(admin, 'PUT', path, input('bad\ntoken'));
    expect(put.status).toBe(400);
    expect(await put.json()).toEqual({ token: [ASCII_ONLY] });
    const patch = await s.call(admin, 'PATCH', path, { token: '日本語' });
    expect(patch.status).toBe(400);
    expect(await patch.json()).toEqual({ token: [ASCII_ONLY] });
    await s.call(admin, 'POST', '/api/settings/webhooks/test/', { url: `${receiver.url}hook`, webhook_id: created.id });
    expect(receiver.requests.at(-1)!.headers['x-argus-authentication']).toBe('good-token');
  });

  it.each(UNSENDABLE)(
    'Unsendable token: test/ with %s is a 400 on token, sending nothing',
    async (_n, token, message) => {
      const before = receiver.requests.length;
      const res = await s.call(admin, 'POST', '/api/settings/webhooks/test/', { url: `${receiver.url}hook`, token });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ token: [message] });
      expect(receiver.requests.length).toBe(before);
    },
  );

  it('printable ASCII with inner spaces, 255 characters, and "" (clears) are accepted', async () => {
    const spaced = 'Bearer abc-123 ~!@#$%^&*()_+{}|:"<>?';
    const created = await s.call(admin, 'POST', '/api/settings/webhooks/', input(spaced));
    expect(created.status).toBe(201);
    const webhook = WebhookSchema.parse(await created.json());
    expect(webhook.has_token).toBe(true);
    await s.call(admin, 'POST', '/api/settings/webhooks/test/', { url: `${receiver.url}hook`, webhook_id: webhook.id });
    expect(receiver.requests.at(-1)!.headers['x-argus-authentication']).toBe(spaced);
    const long = await s.call(admin, 'POST', '/api/settings/webhooks/', input('x'.repeat(255)));
    expect(long.status).toBe(201);
    const cleared = await s.call(admin, 'PATCH', `/api/settings/webhooks/${webhook.id}/`, { token: '' });
    expect(await cleared.json()).toMatchObject({ has_token: false });
  });
});

describe('Unsendable token already stored (written before the rule, or straight into the database)', () => {
  it.each([
    ['"日本語"', '日本語'],
    ['a NUL', 'abc\u0000def'],
    ['a newline', 'abc\ndef'],
    ['a lone surrogate', 'abc\ud800def'],
  ])(
    'Unsendable token: test/ and refresh with a stored token holding %s answer 200, success false',
    async (_n, token) => {
      const created = WebhookSchema.parse(
        await (await s.call(admin, 'POST', '/api/settings/webhooks/', input('placeholder'))).json(),
      );
      await s.db.query('UPDATE webhooks SET token_encrypted = $2 WHERE id = $1', [created.id, s.secrets.seal(token)]);
      const before = receiver.requests.length;

      const tested = await s.call(admin, 'POST', '/api/settings/webhooks/test/', {
        url: `${receiver.url}hook`,
        webhook_id: created.id,
      });
      expect(tested.status).toBe(200);
      const result = await tested.json();
      expect(result).toEqual({
        success: false,
        status_code: null,
        duration_ms: expect.any(Number),
        error:
          'the token cannot be sent in the X-Argus-Authentication header: it holds a character no HTTP header can carry',
      });

      const refreshed = await s.call(
        admin,
        'POST',
        `/api/settings/webhooks/${created.id}/refresh_availability_status/`,
      );
      expect(refreshed.status).toBe(200);
      expect(await refreshed.json()).toMatchObject({ availability_status: 'unavailable' });
      expect(receiver.requests.length).toBe(before);
    },
  );
});
