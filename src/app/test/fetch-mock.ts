import { vi } from 'vitest';

export type Handler = (request: Request) => Response | Promise<Response>;

/** A JSON Response as the server would send it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replace fetch at the network boundary. Each call is turned into a Request (so
 * tests can read its URL, method and headers) and answered by `handler`.
 */
export function mockFetch(handler: Handler) {
  const calls: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // jsdom's AbortSignal is not the one Node's Request accepts; the signal is not needed here.
    const { signal: _signal, ...rest } = init ?? {};
    const request = new Request(
      new URL(String(input instanceof Request ? input.url : input), 'http://localhost'),
      rest,
    );
    calls.push(request);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

/** Route handler by `METHOD /path` (query string ignored). */
export function routesHandler(table: Record<string, Handler>): Handler {
  return (request) => {
    const url = new URL(request.url);
    const handler = table[`${request.method} ${url.pathname}`];
    if (!handler) return json({ detail: 'Not found.' }, 404);
    return handler(request);
  };
}

/** A page of a list as the API answers it (CONTRACT §4): all of `results`, out of `count`. */
export function pageOf(results: readonly unknown[], count = results.length) {
  return { count, next: null, previous: null, results };
}

export const PROFILE = {
  id: 1,
  username: 'admin',
  role: 'administrator',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
} as const;

export const TOKEN = 'a'.repeat(40);
export const NEW_TOKEN = 'b'.repeat(40);
