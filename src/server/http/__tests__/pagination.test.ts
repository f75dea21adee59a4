import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LicenseSchema } from '../../../contract/licenses';
import { pageOf } from '../../../contract/pagination';
import { spdxLicenses } from '../../seed/licenses';
import { startTestService, type TestService } from '../../test/harness';

const LicensePage = pageOf(LicenseSchema);
let s: TestService;
let token: string;
const total = spdxLicenses().length;

beforeAll(async () => {
  s = await startTestService({ ARGUS_API_MAX_PAGE_SIZE: '50' });
  token = await s.tokenFor('user');
});
afterAll(() => s.close());

const get = async (query: string) => {
  const res = await s.call(token, 'GET', `/api/licenses/${query}`);
  return { status: res.status, body: (await res.json()) as unknown };
};

describe('CONTRACT §4 pagination on /api/licenses/', () => {
  it('page 1 by default with 20 results, the full SPDX count and a next link', async () => {
    const { status, body } = await get('');
    expect(status).toBe(200);
    const page = LicensePage.parse(body);
    expect(total).toBeGreaterThan(600);
    expect(page.count).toBe(total);
    expect(page.results).toHaveLength(20);
    expect(page.previous).toBeNull();
    expect(page.next).toBe('http://argus.test/api/licenses/?page=2');
  });

  it('is JSON with the page fields first and the rows as the database wrote them, in the list order', async () => {
    const res = await s.call(token, 'GET', '/api/licenses/?ordering=-id&per_page=5');
    expect(res.headers.get('content-type')).toBe('application/json');
    const text = await res.text();
    expect(text).toMatch(/^\{"count":\d+,"next":"[^"]+","previous":null,"results":\[\{"id":\d+,/);
    const page = LicensePage.parse(JSON.parse(text));
    const ids = page.results.map((l) => l.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(Object.keys(page.results[0]!)).toEqual(Object.keys(LicenseSchema.shape));
  });

  it('per_page above the maximum is lowered to ARGUS_API_MAX_PAGE_SIZE', async () => {
    const page = LicensePage.parse((await get('?per_page=1000')).body);
    expect(page.results).toHaveLength(50);
  });

  it.each(['0', '-3', 'ten', '2.5'])('per_page=%s falls back to the default of 20', async (value) => {
    const page = LicensePage.parse((await get(`?per_page=${value}`)).body);
    expect(page.results).toHaveLength(20);
  });

  it.each(['0', '-1', 'abc', '1.5', '99999'])('page=%s is 404 Invalid page.', async (value) => {
    expect(await get(`?page=${value}`)).toEqual({ status: 404, body: { detail: 'Invalid page.' } });
  });

  it('the last page has the remainder and no next; next/previous keep other parameters', async () => {
    const last = Math.ceil(total / 50);
    const page = LicensePage.parse((await get(`?per_page=50&ordering=-name&page=${last}`)).body);
    expect(page.results).toHaveLength(total - (last - 1) * 50);
    expect(page.next).toBeNull();
    const previous = new URL(page.previous!);
    expect(Object.fromEntries(previous.searchParams)).toEqual({
      per_page: '50',
      ordering: '-name',
      page: String(last - 1),
    });
  });

  it('walking every page visits each license once', async () => {
    const seen = new Set<string>();
    let url: string | null = '/api/licenses/?per_page=50';
    while (url) {
      const res = await s.call(token, 'GET', url.replace('http://argus.test', ''));
      const page = LicensePage.parse(await res.json());
      for (const license of page.results) seen.add(license.spdx_id);
      url = page.next;
    }
    expect(seen.size).toBe(total);
  });

  it('page 1 of an empty result is a normal empty page; page 2 is invalid', async () => {
    expect(await get('?search=no-such-license-anywhere')).toEqual({
      status: 200,
      body: { count: 0, next: null, previous: null, results: [] },
    });
    expect((await get('?search=no-such-license-anywhere&page=2')).status).toBe(404);
  });
});

describe('search, ordering and filters on /api/licenses/', () => {
  it('search is a case-insensitive substring of SPDX id or name', async () => {
    const page = LicensePage.parse((await get('?search=aPaChE&per_page=50')).body);
    expect(page.count).toBeGreaterThan(2);
    for (const l of page.results) expect(`${l.spdx_id} ${l.name}`.toLowerCase()).toContain('apache');
    expect(page.results.map((l) => l.spdx_id)).toContain('Apache-2.0');
  });

  it('search treats % and _ literally', async () => {
    expect(LicensePage.parse((await get('?search=%25')).body).count).toBe(0);
  });

  it('ordering by -spdx_id reverses the default order', async () => {
    const asc = LicensePage.parse((await get('?per_page=5')).body).results.map((l) => l.spdx_id);
    const desc = LicensePage.parse((await get(`?per_page=5&page=${Math.ceil(total / 5)}&ordering=-spdx_id`)).body);
    expect(asc).toEqual([...asc].sort((a, b) => a.localeCompare(b)));
    expect(
      desc.results
        .map((l) => l.spdx_id)
        .reverse()
        .slice(-asc.length),
    ).toEqual(asc.slice(0, desc.results.length));
  });

  it('an unknown ordering field is a 400 naming the field', async () => {
    const { status, body } = await get('?ordering=-password');
    expect(status).toBe(400);
    expect(body).toEqual({ ordering: [expect.stringContaining('"-password"')] });
  });

  it('filters by category, OSI approval and deprecation', async () => {
    const gpl = LicensePage.parse((await get('?search=GPL-3.0-only')).body).results.find(
      (l) => l.spdx_id === 'GPL-3.0-only',
    );
    expect(gpl).toMatchObject({ category: 'strong_copyleft', is_osi_approved: true, is_deprecated: false });
    const copyleft = LicensePage.parse((await get('?category=network_copyleft&per_page=50')).body);
    expect(copyleft.results.map((l) => l.spdx_id)).toContain('AGPL-3.0-only');
    for (const l of copyleft.results) expect(l.category).toBe('network_copyleft');
    const deprecated = LicensePage.parse((await get('?is_deprecated=true&per_page=50')).body);
    expect(deprecated.results.map((l) => l.spdx_id)).toContain('GPL-2.0');
    for (const l of deprecated.results) expect(l.is_deprecated).toBe(true);
  });

  it('the detail endpoint answers one license', async () => {
    const first = LicensePage.parse((await get('?search=MIT&per_page=1')).body).results[0]!;
    const res = await s.call(token, 'GET', `/api/licenses/${first.id}/`);
    expect(LicenseSchema.parse(await res.json())).toEqual(first);
  });
});
