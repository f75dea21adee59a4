import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type License, LicenseSchema } from '../../../contract/licenses';
import { pageOf } from '../../../contract/pagination';
import { startTestService, type TestService } from '../../test/harness';

const LicensePage = pageOf(LicenseSchema);
let s: TestService;
let token: string;

beforeAll(async () => {
  s = await startTestService();
  token = await s.tokenFor('user');
});
afterAll(() => s.close());

/** The SPDX ids of one page; `whole`: the page is the whole list. */
const ids = async (query: string, whole = true) => {
  const res = await s.call(token, 'GET', `/api/licenses/${query}`);
  expect(res.status).toBe(200);
  const page = LicensePage.parse(await res.json());
  if (whole) expect(page.results).toHaveLength(page.count);
  return page.results.map((l: License) => l.spdx_id);
};

/** The exact id, then the ids it starts, then the other matches: each group in the order given. */
const ranked = (order: string[], search: string) => {
  const s = search.toLowerCase();
  const exact = order.filter((id) => id.toLowerCase() === s);
  const prefix = order.filter((id) => id.toLowerCase() !== s && id.toLowerCase().startsWith(s));
  return [...exact, ...prefix, ...order.filter((id) => !id.toLowerCase().startsWith(s))];
};

describe('license search puts an exact SPDX id first (issue 17)', () => {
  it('"MIT" and "mit" show MIT on top, then the ids starting with it, then the rest in the usual order', async () => {
    // The usual order, asked for: by SPDX id, where the Apple MIT License (AML) comes before MIT.
    const usual = await ids('?search=MIT&ordering=spdx_id&per_page=100');
    expect(usual[0]).toBe('AML');
    expect(usual).toContain('MIT-0');

    for (const search of ['MIT', 'mit', ' Mit ']) {
      const found = await ids(`?search=${encodeURIComponent(search)}&per_page=100`);
      expect(found, search).toEqual(ranked(usual, 'MIT'));
      expect(found.slice(0, 2), search).toEqual(['MIT', 'MIT-0']);
    }
  });

  it('ranks an id prefix before a name match when no id is exact', async () => {
    const usual = await ids('?search=gpl-2&ordering=spdx_id&per_page=100');
    const found = await ids('?search=gpl-2&per_page=100');
    expect(found).toEqual(ranked(usual, 'gpl-2'));
    expect(found[0]).toMatch(/^GPL-2\.0/);
    expect(found.at(-1)).toMatch(/^(?!GPL-2)/i);
  });

  it('keeps an ordering the client asked for, and the same rank on later pages and in CSV', async () => {
    const byName = await ids('?search=mit&ordering=-name&per_page=100');
    expect(byName[0]).not.toBe('MIT');

    const all = await ids('?search=mit&per_page=100');
    const pages = [
      ...(await ids('?search=mit&per_page=5&page=1', false)),
      ...(await ids('?search=mit&per_page=5&page=2', false)),
    ];
    expect(pages).toEqual(all.slice(0, 10));

    const csv = await (await s.call(token, 'GET', '/api/licenses/?search=mit&format=csv')).text();
    const rows = csv.trim().split(/\r?\n/).slice(1);
    expect(rows.map((row) => row.split(',')[1])).toEqual(all);
  });

  it('reads LIKE wildcards in the search as text, in the match and in the rank', async () => {
    expect(await ids('?search=MIT_&per_page=100')).toEqual([]);
    const usual = await ids('?search=mit-&ordering=spdx_id&per_page=100');
    const found = await ids('?search=mit-&per_page=100');
    expect(found).toEqual(ranked(usual, 'mit-'));
    expect(found[0]).toBe('MIT-0');
    expect(found.at(-1)).not.toMatch(/^MIT-/);
  });
});
