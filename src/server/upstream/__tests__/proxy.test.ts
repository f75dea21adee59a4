import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { log } from '../../log';
import { type ServiceProcess, startServiceProcess } from '../../test/service-process';
import { createUpstreamApp } from '../proxy';

type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: string };

const TOKEN = 'Token 0123456789abcdef0123456789abcdef01234567';
const seen: Seen[] = [];
let upstream: Server;
let upstreamUrl: string;
const consoleDir = mkdtempSync(join(tmpdir(), 'argus-upstream-console-'));
writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>Argus console</title>');

beforeAll(async () => {
  upstream = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      if (req.url!.startsWith('/api/projects/') && req.method === 'POST') {
        res
          .writeHead(201, { 'Content-Type': 'application/json', 'X-Upstream': 'yes' })
          .end(JSON.stringify({ id: 7, echoed: JSON.parse(body) }));
      } else if (req.url!.startsWith('/api/missing/')) {
        res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"detail": "Not found."}');
      } else if (req.url!.startsWith('/api/moved/')) {
        res.writeHead(302, { Location: '/api/elsewhere/' }).end();
      } else {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ count: 0, results: [] }));
      }
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => upstream.close(resolve));
  rmSync(consoleDir, { recursive: true, force: true });
});

const last = () => seen.at(-1)!;

describe('the console for an existing installation (ARGUS_UPSTREAM_URL)', () => {
  it('forwards /api/* with its method, path, query, body and the Authorization header untouched', async () => {
    const app = createUpstreamApp({ upstreamUrl, consoleDir });
    const res = await app.request('http://console.test/api/projects/?page=2&search=a%20b', {
      method: 'POST',
      headers: { Authorization: TOKEN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'payments' }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('X-Upstream')).toBe('yes');
    expect(await res.json()).toEqual({ id: 7, echoed: { name: 'payments' } });
    expect(last()).toMatchObject({
      method: 'POST',
      url: '/api/projects/?page=2&search=a%20b',
      body: '{"name":"payments"}',
    });
    expect(last().headers.authorization).toBe(TOKEN);
    expect(last().headers.host).toBe(new URL(upstreamUrl).host);
    expect(last().headers['x-forwarded-host']).toBe('console.test');
  });

  it("returns the upstream's status and body as they are, redirects included", async () => {
    const app = createUpstreamApp({ upstreamUrl, consoleDir });
    const missing = await app.request('http://console.test/api/missing/', { headers: { Authorization: TOKEN } });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('{"detail": "Not found."}');
    const moved = await app.request('http://console.test/api/moved/');
    expect(moved.status).toBe(302);
    expect(moved.headers.get('Location')).toBe('/api/elsewhere/');
  });

  it('keeps a path prefix of the upstream URL', async () => {
    const app = createUpstreamApp({ upstreamUrl: `${upstreamUrl}/platform/`, consoleDir });
    await app.request('http://console.test/api/profile/', { headers: { Authorization: TOKEN } });
    expect(last().url).toBe('/platform/api/profile/');
  });

  it('serves the built console itself, with its client routes', async () => {
    const app = createUpstreamApp({ upstreamUrl, consoleDir });
    const before = seen.length;
    for (const path of ['/', '/projects?page=2']) {
      const res = await app.request(`http://console.test${path}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('Argus console');
    }
    expect(seen.length).toBe(before);
  });

  it('upstream down → 502 naming the upstream host, never the token; the log line has neither token nor body', async () => {
    const down = createServer();
    await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve));
    const host = `127.0.0.1:${(down.address() as AddressInfo).port}`;
    await new Promise((resolve) => down.close(resolve));
    const lines: string[] = [];
    // The whole log line: its message and its fields, as the logger would write them.
    const spy = vi
      .spyOn(log, 'error')
      .mockImplementation((message, fields) => void lines.push(JSON.stringify({ msg: message, ...fields })));
    try {
      const app = createUpstreamApp({ upstreamUrl: `http://${host}`, consoleDir });
      const res = await app.request('http://console.test/api/policies/?search=secret-query', {
        method: 'POST',
        headers: { Authorization: TOKEN, 'Content-Type': 'application/json' },
        body: '{"name": "body-text"}',
      });
      expect(res.status).toBe(502);
      const body = (await res.json()) as { detail: string };
      expect(Object.keys(body)).toEqual(['detail']);
      expect(body.detail).toContain(host);
      expect(body.detail).not.toContain(TOKEN.slice(6));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(host);
      for (const secret of [TOKEN.slice(6), 'body-text', 'secret-query']) expect(lines[0]).not.toContain(secret);
    } finally {
      spy.mockRestore();
    }
  });

  it('an upstream that does not answer in time → 504', async () => {
    const hanging = createServer(() => {});
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const spy = vi.spyOn(log, 'error').mockImplementation(() => {});
    try {
      const app = createUpstreamApp({
        upstreamUrl: `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`,
        consoleDir,
        timeoutMs: 200,
      });
      const res = await app.request('http://console.test/api/profile/');
      expect(res.status).toBe(504);
      expect(((await res.json()) as { detail: string }).detail).toMatch(/did not answer within 0.2 s/);
    } finally {
      spy.mockRestore();
      hanging.closeAllConnections();
      await new Promise((resolve) => hanging.close(resolve));
    }
  });
});

describe('probes in console-only mode (CONTRACT §10)', () => {
  const listen = async (server: Server) => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  const close = (server: Server) => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  };

  it('/healthz answers while the process serves, whatever the installation does; /metrics is 404', async () => {
    const app = createUpstreamApp({ upstreamUrl: 'http://127.0.0.1:9', consoleDir });
    const res = await app.request('http://console.test/healthz');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok' });
    const metrics = await app.request('http://console.test/metrics');
    expect(metrics.status).toBe(404);
    expect(await metrics.json()).toEqual({ detail: 'Not found.' });
  });

  it('/readyz is ready while the installation answers, and names it once it is down', async () => {
    const asked: string[] = [];
    // The installation as Argus is one: /api/ without a token is 401.
    const installation = createServer((req, res) => {
      asked.push(`${req.method} ${req.url} ${req.headers.authorization ?? 'no token'}`);
      res.writeHead(401, { 'Content-Type': 'application/json' }).end('{"detail": "no token"}');
    });
    const host = await listen(installation);
    const app = createUpstreamApp({ upstreamUrl: `http://${host}/platform`, consoleDir });
    const up = await app.request('http://console.test/readyz');
    expect(up.status).toBe(200);
    expect(up.headers.get('cache-control')).toBe('no-store');
    expect(await up.json()).toEqual({ status: 'ready', checks: { upstream: { status: 'ok' } } });
    expect(asked).toEqual(['GET /platform/api/ no token']);

    await close(installation);
    const down = await app.request('http://console.test/readyz');
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({
      status: 'not ready',
      checks: { upstream: { status: 'failing', reason: `${host} could not be reached (ECONNREFUSED)` } },
    });
    // Liveness is the process's own: still 200.
    expect((await app.request('http://console.test/healthz')).status).toBe(200);
  });

  it('/readyz probes arriving together share one request to the installation', async () => {
    let asked = 0;
    const installation = createServer((_, res) => {
      asked++;
      setTimeout(() => res.writeHead(401).end(), 100);
    });
    const host = await listen(installation);
    try {
      const app = createUpstreamApp({ upstreamUrl: `http://${host}`, consoleDir });
      const answers = await Promise.all(Array.from({ length: 20 }, () => app.request('http://console.test/readyz')));
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      expect(asked).toBe(1);
      // The next probe, after those, asks again.
      expect((await app.request('http://console.test/readyz')).status).toBe(200);
      expect(asked).toBe(2);
    } finally {
      await close(installation);
    }
  });

  it('/readyz is not ready when the installation answers 5xx or not within the timeout', async () => {
    const failing = createServer((_, res) => void res.writeHead(503).end());
    const failingHost = await listen(failing);
    const hanging = createServer(() => {});
    const hangingHost = await listen(hanging);
    try {
      const answered = await createUpstreamApp({ upstreamUrl: `http://${failingHost}`, consoleDir }).request(
        'http://console.test/readyz',
      );
      expect(answered.status).toBe(503);
      expect((await answered.json()).checks.upstream).toEqual({
        status: 'failing',
        reason: `${failingHost} answered 503`,
      });
      const started = performance.now();
      const silent = await createUpstreamApp({
        upstreamUrl: `http://${hangingHost}`,
        consoleDir,
        readyTimeoutMs: 200,
      }).request('http://console.test/readyz');
      expect(performance.now() - started).toBeLessThan(5000);
      expect(silent.status).toBe(503);
      expect((await silent.json()).checks.upstream).toEqual({
        status: 'failing',
        reason: `${hangingHost} did not answer within 0.2 s`,
      });
    } finally {
      await Promise.all([close(failing), close(hanging)]);
    }
  });
});

describe('npm start with ARGUS_UPSTREAM_URL', () => {
  let service: ServiceProcess | undefined;
  afterAll(() => void service?.child.kill('SIGKILL'));

  it('says which mode is on, opens no database, and forwards through the real server', async () => {
    const dataDir = join(consoleDir, 'data-never-created');
    service = await startServiceProcess(
      {
        ...process.env,
        ARGUS_UPSTREAM_URL: upstreamUrl,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: '0',
        ARGUS_CONSOLE_DIR: consoleDir,
      },
      { timeoutMs: 30_000 },
    );
    const { url } = service;
    const output = service.output();
    expect(output).toContain(`console is running for the installation at ${upstreamUrl}`);
    expect(output).toContain('no local database');
    expect(output).not.toMatch(/[0-9a-f]{40}/);
    const res = await fetch(`${url}api/dependencies/?per_page=5`, { headers: { Authorization: TOKEN } });
    expect(res.status).toBe(200);
    expect(last()).toMatchObject({ url: '/api/dependencies/?per_page=5' });
    expect(last().headers.authorization).toBe(TOKEN);
    expect(await (await fetch(url)).text()).toContain('Argus console');
    expect(await (await fetch(`${url}healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${url}readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { upstream: { status: 'ok' } } });
    await service.stop();
    expect(existsSync(dataDir)).toBe(false);
    expect(service.output()).not.toContain(TOKEN.slice(6));
  });
});
