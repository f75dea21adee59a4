import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../test/harness';

let s: TestService;
let token: string;

beforeAll(async () => {
  s = await startTestService();
  token = await s.tokenFor('auditor');
});
afterAll(() => s.close());

async function get<T>(path: string): Promise<T> {
  const res = await s.call(token, 'GET', path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

type Row = { id: number; [field: string]: unknown };

/** Every dependency as the list answers it (its stored JSON, migration 024) and as its detail does (its columns). */
async function listedAndDetailed(search: string): Promise<{ listed: Row[]; detailed: Row[] }> {
  const listed = (await get<{ results: Row[] }>(`/api/dependencies/?per_page=100&search=${search}`)).results;
  const detailed = await Promise.all(listed.map((row) => get<Row>(`/api/dependencies/${row.id}/`)));
  return { listed, detailed };
}

describe("dependencies' stored list JSON (migration 024)", () => {
  it('is the record the list columns build, for every seeded dependency', async () => {
    const [counted] = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM dependencies');
    const n = counted!.n;
    expect(n).toBeGreaterThan(20);
    const all = await get<{ count: number; results: Row[] }>(`/api/dependencies/?per_page=${Math.min(n, 100)}`);
    expect(all.results).toHaveLength(Math.min(n, 100));
    for (const row of all.results) expect(row).toEqual(await get<Row>(`/api/dependencies/${row.id}/`));
  });

  it('follows every change of a listed column: insert, the counts the link triggers keep, licenses, version', async () => {
    const [dependency] = await s.db.query<{ id: number }>(
      `INSERT INTO dependencies (purl, name, version, technology, licenses)
       VALUES ('pkg:npm/stored-json@1.0.0', 'stored-json', '1.0.0', 'npm', ARRAY['MIT']) RETURNING id`,
    );
    const [project] = await s.db.query<{ id: number }>(
      "INSERT INTO projects (name, type, stage) VALUES ('stored json project', 'cli', 'prod') RETURNING id",
    );
    const [vulnerability] = await s.db.query<{ id: number }>(
      "INSERT INTO vulnerabilities (vulnerability_id, severity) VALUES ('CVE-2099-2801', 'high') RETURNING id",
    );
    let { listed, detailed } = await listedAndDetailed('stored-json');
    expect(listed).toEqual(detailed);
    expect(listed[0]).toMatchObject({ licenses: ['MIT'], vulnerabilities_count: 0, projects_count: 0 });

    await s.db.query('INSERT INTO project_dependencies (project_id, dependency_id) VALUES ($1, $2)', [
      project!.id,
      dependency!.id,
    ]);
    await s.db.query('INSERT INTO dependency_vulnerabilities (dependency_id, vulnerability_id) VALUES ($1, $2)', [
      dependency!.id,
      vulnerability!.id,
    ]);
    await s.db.query(
      "UPDATE dependencies SET licenses = ARRAY['MIT', 'Apache-2.0'], version = '1.0.1', purl = 'pkg:npm/stored-json@1.0.1' WHERE id = $1",
      [dependency!.id],
    );
    ({ listed, detailed } = await listedAndDetailed('stored-json'));
    expect(listed).toEqual(detailed);
    expect(listed[0]).toMatchObject({
      version: '1.0.1',
      purl: 'pkg:npm/stored-json@1.0.1',
      licenses: ['MIT', 'Apache-2.0'],
      vulnerabilities_count: 1,
      projects_count: 1,
    });

    await s.db.query('DELETE FROM projects WHERE id = $1', [project!.id]);
    ({ listed, detailed } = await listedAndDetailed('stored-json'));
    expect(listed).toEqual(detailed);
    expect(listed[0]).toMatchObject({ projects_count: 0, vulnerabilities_count: 1 });
  });
});
