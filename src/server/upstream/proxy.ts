import { Hono } from 'hono';
import { proxy } from 'hono/proxy';
import { consoleRoutes } from '../http/console';
import type { AppEnv } from '../http/context';
import { handleNotFound } from '../http/middleware/errors';
import { securityHeaders } from '../http/middleware/security-headers';
import { log } from '../log';
import { checkUpstream, type UpstreamCheck } from './readiness';

export type UpstreamOptions = {
  /** The other installation, e.g. `https://analysis.example.com` (a path prefix is kept). */
  upstreamUrl: string;
  consoleDir: string;
  /** How long the upstream may take to answer. */
  timeoutMs?: number;
  /** How long the upstream may take to answer /readyz's check. */
  readyTimeoutMs?: number;
};

const NO_STORE = { 'Cache-Control': 'no-store' };

/** The upstream as shown to people: origin and path, never credentials. */
export function describeUpstream(upstreamUrl: string): string {
  const url = new URL(upstreamUrl);
  return `${url.origin}${url.pathname.replace(/\/$/, '')}`;
}

/**
 * The console for an existing installation: serves the built console and forwards `/api/*` to the
 * upstream as is (method, path, query, headers including Authorization, body), so the browser talks
 * to one origin and the upstream needs no CORS. Nothing of a request (headers, body, query) is logged.
 */
export function createUpstreamApp(options: UpstreamOptions) {
  const base = new URL(options.upstreamUrl);
  const prefix = base.pathname.replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? 60_000;
  const app = new Hono<AppEnv>();
  app.use('*', securityHeaders);
  app.all('/api/*', async (c) => {
    const incoming = new URL(c.req.url);
    const target = new URL(`${prefix}${incoming.pathname}${incoming.search}`, base.origin);
    try {
      return await proxy(target, {
        raw: c.req.raw,
        // The upstream's own Host; redirects go back to the browser as they are.
        headers: {
          ...c.req.header(),
          host: undefined,
          'x-forwarded-host': incoming.host,
          'x-forwarded-proto': incoming.protocol.slice(0, -1),
        },
        redirect: 'manual',
        signal: AbortSignal.any([c.req.raw.signal, AbortSignal.timeout(timeoutMs)]),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
      log.error('upstream request failed', {
        upstream: base.host,
        method: c.req.method,
        path: incoming.pathname,
        error: timedOut ? 'timeout' : cause,
      });
      return timedOut
        ? c.json({ detail: `The installation at ${base.host} did not answer within ${timeoutMs / 1000} s.` }, 504)
        : c.json({ detail: `The installation at ${base.host} could not be reached (${cause}).` }, 502);
    }
  });
  // CONTRACT §10 in this mode: the process serves; it is ready while the installation answers; no metrics.
  const readyTimeoutMs = options.readyTimeoutMs ?? 2000;
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, NO_STORE));
  // Probes arriving while a check is under way share it: /readyz needs no token, so a flood of them must
  // not become a flood of requests to the installation.
  let checking: Promise<UpstreamCheck> | undefined;
  app.get('/readyz', async (c) => {
    checking ??= checkUpstream(options.upstreamUrl, readyTimeoutMs).finally(() => {
      checking = undefined;
    });
    const upstream = await checking;
    const ready = upstream.status === 'ok';
    return c.json({ status: ready ? 'ready' : 'not ready', checks: { upstream } }, ready ? 200 : 503, NO_STORE);
  });
  app.get('/metrics', handleNotFound);
  app.route('/', consoleRoutes(options.consoleDir));
  return app;
}
