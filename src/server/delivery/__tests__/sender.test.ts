import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWebhook, type SendOptions } from '../sender';
import { VERSION } from '../../version';
import { forbiddenKind } from '../../net/ssrf-guard';

type Seen = { headers: IncomingMessage['headers']; body: string };
let server: Server;
let base: string;
const seen: Seen[] = [];
let behave: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end('ok');

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ headers: req.headers, body });
      behave(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const options = (change: Partial<SendOptions> = {}): SendOptions => ({
  url: `${base}/hook`,
  token: 's3cret-token',
  body: { events: [{ created_at: '2026-11-22T10:00:00.000Z', trigger: 'test', payload: {} }] },
  timeoutMs: 1000,
  allowPrivateTargets: true,
  authHeader: 'X-Argus-Authentication',
  ...change,
});

describe('sendWebhook', () => {
  it('POSTs the body with the contract headers and reads the answer', async () => {
    behave = (_req, res) => res.writeHead(202).end('accepted');
    const result = await sendWebhook(options({ attempt: 2 }));
    expect(result).toMatchObject({ success: true, status_code: 202, error: null, response_excerpt: 'accepted' });
    const last = seen.at(-1)!;
    expect(JSON.parse(last.body)).toEqual(options().body);
    expect(last.headers['content-type']).toBe('application/json');
    expect(last.headers['x-argus-authentication']).toBe('s3cret-token');
    expect(last.headers['x-argus-delivery']).toBe(result.delivery_id);
    expect(last.headers['x-argus-delivery']).toMatch(/^[0-9a-f-]{36}$/);
    expect(last.headers['x-argus-attempt']).toBe('2');
    expect(last.headers['user-agent']).toBe(`Argus/${VERSION} (webhooks)`);
  });

  it('sends no auth header without a token, and honours another header name', async () => {
    await sendWebhook(options({ token: null }));
    expect(seen.at(-1)!.headers['x-argus-authentication']).toBeUndefined();
    await sendWebhook(options({ authHeader: 'X-Other-Auth' }));
    expect(seen.at(-1)!.headers['x-other-auth']).toBe('s3cret-token');
  });

  it('a non-2xx answer is a failure naming the status, with the answer cut to 1 KiB', async () => {
    behave = (_req, res) => res.writeHead(500).end('x'.repeat(5000));
    const result = await sendWebhook(options());
    expect(result).toMatchObject({
      success: false,
      status_code: 500,
      error_kind: 'status',
      error: 'answered HTTP 500 Internal Server Error',
    });
    expect(result.response_excerpt).toHaveLength(1024);
  });

  it('a redirect is not followed', async () => {
    behave = (_req, res) => res.writeHead(301, { Location: 'http://example.com/' }).end();
    const before = seen.length;
    const result = await sendWebhook(options());
    expect(result).toMatchObject({ success: false, status_code: 301, error_kind: 'redirect' });
    expect(result.error).toContain('redirects are not followed');
    expect(seen.length).toBe(before + 1);
  });

  it('a target that never answers is a timeout within the limit', async () => {
    behave = () => {};
    const result = await sendWebhook(options({ timeoutMs: 300 }));
    expect(result).toMatchObject({ success: false, status_code: null, error_kind: 'timeout' });
    expect(result.error).toContain('0.3 s');
    expect(result.duration_ms).toBeGreaterThanOrEqual(290);
    expect(result.duration_ms).toBeLessThan(1500);
  });

  it('a closed port is "connection refused"', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const result = await sendWebhook(options({ url: `http://127.0.0.1:${port}/` }));
    expect(result).toMatchObject({
      success: false,
      error_kind: 'refused',
      error: `connection refused by 127.0.0.1:${port}`,
    });
  });

  it('a host that does not resolve is a DNS failure', async () => {
    const result = await sendWebhook(options({ url: 'http://no-such-host.invalid/' }));
    expect(result).toMatchObject({ success: false, error_kind: 'dns' });
    expect(result.error).toContain('could not resolve host no-such-host.invalid');
  });

  it('a TLS handshake with a plain HTTP server is a TLS error', async () => {
    const result = await sendWebhook(options({ url: base.replace('http:', 'https:') }));
    expect(result).toMatchObject({ success: false, error_kind: 'tls' });
  });

  it('refuses loopback by default, with the reason and the way to allow it, and sends nothing', async () => {
    const before = seen.length;
    const result = await sendWebhook(options({ allowPrivateTargets: false }));
    expect(result).toMatchObject({
      success: false,
      error_kind: 'ssrf',
      error: 'address 127.0.0.1 is loopback; set WEBHOOK_ALLOW_PRIVATE_TARGETS to allow it',
    });
    expect(seen.length).toBe(before);
  });

  it.each([
    ['"日本語"', '日本語'],
    ['a NUL', 'tok\u0000en'],
    ['a newline', 'tok\nX-Injected: 1'],
    ['a lone surrogate', 'tok\ud800en'],
  ])('Unsendable token: a token with %s is a failed result of kind request, not a throw', async (_name, token) => {
    const before = seen.length;
    const result = await sendWebhook(options({ token }));
    expect(result).toMatchObject({
      success: false,
      status_code: null,
      error_kind: 'request',
      error:
        'the token cannot be sent in the X-Argus-Authentication header: it holds a character no HTTP header can carry',
    });
    expect(result.error).not.toContain(token);
    expect(seen.length).toBe(before);
  });

  it('Unsendable request: a URL that is not http(s) is a failed result of kind request', async () => {
    const result = await sendWebhook(options({ url: 'ftp://files.example.com/' }));
    expect(result).toMatchObject({
      success: false,
      error_kind: 'request',
      error: 'the URL is not an absolute http(s) URL',
    });
  });

  it('Unsendable request: whatever http.request throws synchronously is a failed result of kind request', async () => {
    const before = seen.length;
    const result = await sendWebhook(options({ authHeader: 'Bad Header Name' }));
    expect(result).toMatchObject({ success: false, status_code: null, error_kind: 'request' });
    expect(result.error).toMatch(/^could not send the request: ERR_INVALID_HTTP_TOKEN: /);
    expect(result.error).not.toContain('s3cret-token');
    expect(seen.length).toBe(before);
  });

  it('never puts the token in an error text', async () => {
    const result = await sendWebhook(options({ url: 'http://no-such-host.invalid/', token: 'tok-xyz' }));
    expect(JSON.stringify(result)).not.toContain('tok-xyz');
  });
});

describe('SSRF guard ranges', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.0.0.5', 'private'],
    ['172.20.1.1', 'private'],
    ['192.168.1.10', 'private'],
    ['100.64.3.3', 'carrier-grade NAT (CGNAT)'],
    ['169.254.169.254', 'a cloud metadata address'],
    ['169.254.10.10', 'link-local'],
    ['::1', 'loopback'],
    ['fd12:3456::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['::ffff:10.0.0.5', 'private'],
    ['0.0.0.0', 'reserved'],
  ])('%s is %s', (address, kind) => {
    expect(forbiddenKind(address)).toBe(kind);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700::1111', '172.32.0.1'])('%s is allowed', (address) => {
    expect(forbiddenKind(address)).toBeUndefined();
  });
});
