import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../test/harness';

let s: TestService;
let admin: string;
beforeAll(async () => {
  s = await startTestService();
  admin = await s.tokenFor('administrator');
});
afterAll(() => s.close());

describe('CONTRACT §3 error shapes', () => {
  it('404 for an unknown API path, as {detail}', async () => {
    const res = await s.call(admin, 'GET', '/api/nothing-here/');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: 'Not found.' });
  });

  it('404 for a record that does not exist and for an id that is not a number', async () => {
    for (const path of ['/api/licenses/999999/', '/api/licenses/abc/']) {
      const res = await s.call(admin, 'GET', path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('405 with Allow for a method the path does not take', async () => {
    const res = await s.call(admin, 'DELETE', '/api/profile/');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain('GET');
    expect(await res.json()).toEqual({ detail: 'Method "DELETE" not allowed.' });
  });

  it('400 "JSON parse error - …" for a body that is not JSON, without echoing the body', async () => {
    const secret = 'abcdef0123456789abcdef0123456789abcdef01';
    const res = await s.call(admin, 'POST', '/api/profile/api_token/', `{"token": "${secret}"`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { detail: string };
    expect(body.detail).toMatch(/^JSON parse error - /);
    expect(body.detail).not.toContain(secret);
  });

  it('415 for a write whose body is not JSON; a write with no body is fine', async () => {
    const empty = await s.call(admin, 'POST', '/api/profile/api_token/', undefined, { 'Content-Type': 'text/plain' });
    expect(empty.status).toBe(200);
    admin = ((await empty.json()) as { token: string }).token;
    const text = await s.call(admin, 'POST', '/api/profile/api_token/', 'hello', { 'Content-Type': 'text/plain' });
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({ detail: 'Unsupported media type "text/plain" in request.' });
  });

  it('413 for a body over 1 MiB', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) });
    const res = await s.call(admin, 'POST', '/api/profile/api_token/', big);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: 'Request body is too large (limit 1 MiB).' });
  });

  it('400 with the field for a bad filter value', async () => {
    const res = await s.call(admin, 'GET', '/api/licenses/?is_osi_approved=maybe&category=nope');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      is_osi_approved: ['Must be true or false.'],
      category: ['Select a valid choice.'],
    });
  });

  it('500 is {"detail": "Internal server error."} with no stack or SQL', async () => {
    await s.db.query('ALTER TABLE licenses RENAME TO licenses_away');
    try {
      const res = await s.call(admin, 'GET', '/api/licenses/');
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ detail: 'Internal server error.' });
      expect(text).not.toMatch(/licenses|SELECT|at /);
    } finally {
      await s.db.query('ALTER TABLE licenses_away RENAME TO licenses');
    }
  });
});

describe('public documents', () => {
  it('serves the OpenAPI document without a token, listing the routes', async () => {
    const res = await s.call(undefined, 'GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/licenses/', '/api/licenses/{id}/', '/api/profile/', '/api/profile/api_token/']),
    );
  });

  it('serves Swagger UI from node_modules, no CDN', async () => {
    const page = await s.call(undefined, 'GET', '/api/swagger/');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\//);
    const bundle = await s.call(undefined, 'GET', '/api/swagger/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
  });

  it('sends the security headers on every response', async () => {
    const res = await s.call(undefined, 'GET', '/api/profile/');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });
});
