import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { LicenseSchema } from '../../../contract/licenses';
import { pageOf } from '../../../contract/pagination';
import { ProfileSchema } from '../../../contract/profile';
import { json, mockFetch, PROFILE, TOKEN } from '../../test/fetch-mock';
import { ApiError, buildUrl, createApiClient, UnexpectedResponseError } from '../api-client';

function client(overrides: { baseUrl?: string; token?: string | null; onUnauthorized?: () => void } = {}) {
  return createApiClient({
    baseUrl: () => overrides.baseUrl ?? '',
    token: () => (overrides.token === undefined ? TOKEN : overrides.token),
    onUnauthorized: overrides.onUnauthorized,
  });
}

const LICENSE = {
  id: 1,
  spdx_id: 'MIT',
  name: 'MIT License',
  category: 'permissive',
  is_osi_approved: true,
  is_deprecated: false,
  url: 'https://spdx.org/licenses/MIT.html',
};

describe('api client', () => {
  it('sends Accept-Language when the console has a language, and none otherwise', async () => {
    const { calls } = mockFetch(() => json(PROFILE));
    const russian = createApiClient({ baseUrl: () => '', token: () => TOKEN, language: () => 'ru' });
    await russian.get('/api/profile/', ProfileSchema);
    await client().get('/api/profile/', ProfileSchema);
    expect(calls[0]!.headers.get('Accept-Language')).toBe('ru');
    expect(calls[1]!.headers.get('Accept-Language')).toBeNull();
  });

  it('sends the token in the Authorization header and builds the URL without empty params', async () => {
    const { calls } = mockFetch(() => json(PROFILE));
    const profile = await client({ baseUrl: 'https://argus.example' }).get('/api/profile/', ProfileSchema, {
      page: 2,
      search: '',
      category: undefined,
      ordering: 'name',
    });
    expect(profile.username).toBe('admin');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.get('Authorization')).toBe(`Token ${TOKEN}`);
    expect(calls[0]!.url).toBe('https://argus.example/api/profile/?page=2&ordering=name');
    expect(calls[0]!.url).not.toContain(TOKEN);
  });

  it('sends JSON bodies', async () => {
    const { calls } = mockFetch(() => json({ ok: true }, 201));
    await client().post('/api/things/', z.object({ ok: z.boolean() }), { name: 'x' });
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(await calls[0]!.json()).toEqual({ name: 'x' });
  });

  it('names the field path when the response does not match the schema', async () => {
    mockFetch(() => json({ count: 1, next: null, previous: null, results: [{ ...LICENSE, spdx_id: 42 }] }));
    const error = await client()
      .get('/api/licenses/', pageOf(LicenseSchema), { search: 'mit' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect((error as Error).message).toContain(
      'Unexpected response from /api/licenses/: results.0.spdx_id: expected string',
    );
    expect((error as Error).message).not.toContain(TOKEN);
  });

  it('maps a DRF 400 to ApiError.fieldErrors', async () => {
    mockFetch(() =>
      json({ name: ['This field is required.'], conditions: { cvss3_score: ['A number is required.'] } }, 400),
    );
    const error = await client()
      .post('/api/policies/', z.object({}), {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.detail).toBeUndefined();
    expect(apiError.fieldErrors).toEqual({
      name: ['This field is required.'],
      conditions: { cvss3_score: ['A number is required.'] },
    });
    expect(apiError.message).toBe('name: This field is required.');
  });

  it('maps {"detail"} answers to ApiError.detail', async () => {
    mockFetch(() => json({ detail: 'You do not have permission to perform this action.' }, 403));
    const error = (await client()
      .delete('/api/policies/1/')
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(403);
    expect(error.detail).toBe('You do not have permission to perform this action.');
    expect(error.message).toBe('You do not have permission to perform this action.');
  });

  it('calls onUnauthorized on a 401', async () => {
    mockFetch(() => json({ detail: 'Invalid token.' }, 401));
    const onUnauthorized = vi.fn();
    const error = (await client({ onUnauthorized })
      .get('/api/profile/', ProfileSchema)
      .catch((e: unknown) => e)) as ApiError;
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(error.status).toBe(401);
    expect(error.message).toBe('Invalid token.');
    expect(error.message).not.toContain(TOKEN);
  });

  it('ignores a 401 for a token that was replaced while the request was in flight', async () => {
    let token = TOKEN;
    mockFetch(() => {
      token = 'c'.repeat(40);
      return json({ detail: 'Invalid token.' }, 401);
    });
    const onUnauthorized = vi.fn();
    const replaced = createApiClient({ baseUrl: () => '', token: () => token, onUnauthorized });
    await expect(replaced.get('/api/profile/', ProfileSchema)).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports an unreachable server with status 0 and its address', async () => {
    mockFetch(() => {
      throw new TypeError('fetch failed');
    });
    const error = (await client({ baseUrl: 'http://127.0.0.1:9' })
      .get('/api/profile/', ProfileSchema)
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.message).toBe('The server at http://127.0.0.1:9 could not be reached.');
  });

  it('names the current origin when the base URL is empty', async () => {
    mockFetch(() => {
      throw new TypeError('fetch failed');
    });
    const error = (await client()
      .get('/api/profile/', ProfileSchema)
      .catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe(`The server at ${window.location.origin} could not be reached.`);
  });

  it('rejects an answer that is not JSON (e.g. an HTML page from the wrong server)', async () => {
    mockFetch(
      () => new Response('<!doctype html><title>x</title>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    );
    await expect(client().get('/api/profile/', ProfileSchema)).rejects.toThrow(
      'Unexpected response from /api/profile/: the body is not JSON',
    );
  });

  it('accepts 204 without a schema', async () => {
    mockFetch(() => new Response(null, { status: 204 }));
    await expect(client().delete('/api/policies/1/')).resolves.toBeUndefined();
  });

  it('buildUrl keeps zero and false but drops empty values', () => {
    expect(buildUrl('', '/api/x/', { a: 0, b: false, c: '', d: null, e: undefined })).toBe('/api/x/?a=0&b=false');
  });
});
