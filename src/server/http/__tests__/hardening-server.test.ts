import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { log } from '../../log';
import { listen } from '../../service';
import { startTestService, type TestService } from '../../test/harness';
import { createApp } from '../app';

/** The app behind a real @hono/node-server socket: the peer address is the socket's, as in production. */
let s: TestService;
let server: Server;
let port: number;
let token: string;
const HEADERS_TIMEOUT_MS = 600;
const REQUEST_TIMEOUT_MS = 1500;

beforeAll(async () => {
  s = await startTestService();
  token = await s.tokenFor('administrator');
  const app = createApp({ db: s.db, config: s.config, version: 'test', secrets: s.secrets, now: () => s.clock.now });
  server = await listen(app.fetch, {
    port: 0,
    host: '127.0.0.1',
    headersTimeoutMs: HEADERS_TIMEOUT_MS,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await s.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Writes `request` on a raw socket and collects what comes back until the server closes it. */
function rawExchange(write: (socket: Socket) => Promise<void> | void): Promise<{ text: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('error', () => {}); // a reset after the answer is fine; the answer is what counts
    socket.on('close', () => resolve({ text, ms: Date.now() - started }));
    socket.on('connect', () => void Promise.resolve(write(socket)).catch(reject));
    setTimeout(() => socket.destroy(), 10_000);
  });
}

const statusOf = (text: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);
const bodyOf = (text: string): unknown => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4));

describe('slow and oversized clients on the real HTTP server', () => {
  it('a chunked body over 1 MiB answers 413 without an error-level log line', async () => {
    const errors = vi.spyOn(log, 'error');
    const consoleErrors = vi.spyOn(console, 'error');
    const stderr = vi.spyOn(process.stderr, 'write');
    const head = [
      'POST /api/settings/proprietors/ HTTP/1.1',
      'Host: 127.0.0.1',
      `Authorization: Token ${token}`,
      'Content-Type: application/json',
      'Transfer-Encoding: chunked',
      'Connection: close',
      '',
      '',
    ].join('\r\n');
    const chunk = 'x'.repeat(64 * 1024);
    const { text } = await rawExchange(async (socket) => {
      socket.write(head);
      // Keep sending past the limit and after the answer, as a client that does not read would.
      for (let i = 0; i < 40 && !socket.destroyed; i++) {
        socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      if (!socket.destroyed) socket.end('0\r\n\r\n');
    });
    expect(statusOf(text)).toBe(413);
    expect(text).toContain('{"detail":"Request body is too large (limit 1 MiB)."}');
    await new Promise((resolve) => setTimeout(resolve, 800)); // past the server's drain of the rest
    expect(errors).not.toHaveBeenCalled();
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(stderr).not.toHaveBeenCalled();
  });

  it(`headers sent too slowly: 408 after ARGUS_HEADERS_TIMEOUT_SECONDS (${HEADERS_TIMEOUT_MS} ms here)`, async () => {
    const { text, ms } = await rawExchange((socket) => {
      socket.write('GET /api/profile/ HTTP/1.1\r\nHost: 127.0.0.1\r\n'); // and never the blank line
    });
    expect(statusOf(text)).toBe(408);
    // The shape the OpenAPI document declares (CONTRACT §3), like every other error.
    expect(text).toMatch(/\r\ncontent-type: application\/json\r\n/i);
    expect(bodyOf(text)).toEqual({ detail: 'Request timeout: the request was not received in time.' });
    expect(ms).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(HEADERS_TIMEOUT_MS + 2000);
  });

  it(`a body sent too slowly: 408 after ARGUS_REQUEST_TIMEOUT_SECONDS (${REQUEST_TIMEOUT_MS} ms here), no error log`, async () => {
    const errors = vi.spyOn(log, 'error');
    const { text, ms } = await rawExchange((socket) => {
      socket.write(
        [
          'POST /api/settings/proprietors/ HTTP/1.1',
          'Host: 127.0.0.1',
          `Authorization: Token ${token}`,
          'Content-Type: application/json',
          'Content-Length: 100',
          '',
          '{"name": "slow',
        ].join('\r\n'),
      );
    });
    expect(statusOf(text)).toBe(408);
    expect(bodyOf(text)).toEqual({ detail: 'Request timeout: the request was not received in time.' });
    expect(ms).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(REQUEST_TIMEOUT_MS + 2000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(errors).not.toHaveBeenCalled();
  });

  it('a client that hangs up in the middle of a chunked body leaves no error log', async () => {
    const errors = vi.spyOn(log, 'error');
    const consoleErrors = vi.spyOn(console, 'error');
    await rawExchange(async (socket) => {
      socket.write(
        [
          'POST /api/settings/proprietors/ HTTP/1.1',
          'Host: 127.0.0.1',
          `Authorization: Token ${token}`,
          'Content-Type: application/json',
          'Transfer-Encoding: chunked',
          '',
          '',
        ].join('\r\n'),
      );
      const chunk = 'x'.repeat(64 * 1024);
      for (let i = 0; i < 8; i++) socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      socket.destroy();
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(errors).not.toHaveBeenCalled();
    expect(consoleErrors).not.toHaveBeenCalled();
  });

  it('the throttle counts by the socket address; X-Forwarded-For from an untrusted peer changes nothing', async () => {
    const get = (auth: string, forwarded: string) =>
      fetch(`http://127.0.0.1:${port}/api/profile/`, {
        headers: { Authorization: `Token ${auth}`, 'X-Forwarded-For': forwarded },
      });
    for (let i = 0; i < 20; i++) expect((await get('0'.repeat(40), `203.0.113.${i}`)).status).toBe(401);
    const res = await get(token, '203.0.113.99');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
