import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { splitStatements } from '../migrate';
import { startTestService, type TestService } from '../../test/harness';

let s: TestService;
const ids: Record<string, number> = {};

beforeAll(async () => {
  s = await startTestService();
  const insert = async (sql: string, params: unknown[]) =>
    (await s.db.query<{ id: number }>(`${sql} RETURNING id`, params))[0]!.id;
  for (const name of ['a', 'b']) {
    ids[`dep ${name}`] = await insert(
      'INSERT INTO dependencies (purl, name, version, technology) VALUES ($1, $2, $3, $4)',
      [`pkg:npm/counted-${name}@1.0.0`, `counted-${name}`, '1.0.0', 'npm'],
    );
    ids[`project ${name}`] = await insert("INSERT INTO projects (name, type, stage) VALUES ($1, 'cli', 'prod')", [
      `counted project ${name}`,
    ]);
    ids[`vuln ${name}`] = await insert('INSERT INTO vulnerabilities (vulnerability_id, severity) VALUES ($1, $2)', [
      `CVE-2099-000${name === 'a' ? 1 : 2}`,
      'high',
    ]);
  }
});
afterAll(() => s.close());

/** The counts the triggers keep, next to what counting the link rows says. */
async function counts() {
  return s.db.query<{ name: string; kept: string; counted: string }>(
    `SELECT d.name, d.vulnerabilities_count || '/' || d.projects_count AS kept,
            (SELECT count(*) FROM dependency_vulnerabilities dv WHERE dv.dependency_id = d.id) || '/' ||
            (SELECT count(*) FROM project_dependencies pd WHERE pd.dependency_id = d.id) AS counted
       FROM dependencies d WHERE d.name LIKE 'counted-%' ORDER BY d.name`,
  );
}

describe('dependency counts kept by triggers (migration 008)', () => {
  it('follow inserts of several rows in one statement', async () => {
    await s.db.query(
      `INSERT INTO dependency_vulnerabilities (dependency_id, vulnerability_id) VALUES ($1, $3), ($1, $4), ($2, $3)`,
      [ids['dep a'], ids['dep b'], ids['vuln a'], ids['vuln b']],
    );
    await s.db.query(
      `INSERT INTO project_dependencies (project_id, dependency_id, relation) VALUES ($1, $3, 'direct'), ($2, $3, 'transitive')`,
      [ids['project a'], ids['project b'], ids['dep a']],
    );
    expect(await counts()).toEqual([
      { name: 'counted-a', kept: '2/2', counted: '2/2' },
      { name: 'counted-b', kept: '1/0', counted: '1/0' },
    ]);
  });

  it('follow deletes cascading from a project and a vulnerability', async () => {
    await s.db.query('DELETE FROM projects WHERE id = $1', [ids['project b']]);
    await s.db.query('DELETE FROM vulnerabilities WHERE id = $1', [ids['vuln a']]);
    expect(await counts()).toEqual([
      { name: 'counted-a', kept: '1/1', counted: '1/1' },
      { name: 'counted-b', kept: '0/0', counted: '0/0' },
    ]);
  });

  it('follow a link moved to another dependency, and survive the rollback of a transaction', async () => {
    await s.db.query('UPDATE dependency_vulnerabilities SET dependency_id = $1 WHERE dependency_id = $2', [
      ids['dep b'],
      ids['dep a'],
    ]);
    await expect(
      s.db.transaction(async (tx) => {
        await tx.query('DELETE FROM project_dependencies WHERE dependency_id = $1', [ids['dep a']]);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await counts()).toEqual([
      { name: 'counted-a', kept: '0/1', counted: '0/1' },
      { name: 'counted-b', kept: '1/0', counted: '1/0' },
    ]);
  });

  it('come back to zero when a link table is truncated', async () => {
    await s.db.query('TRUNCATE project_dependencies');
    expect((await counts()).map((c) => c.kept)).toEqual(['0/0', '1/0']);
    expect(
      (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM dependencies WHERE projects_count <> 0'))[0]!.n,
    ).toBe(0);
  });
});

// Concurrent transactions need PostgreSQL: PGlite runs one transaction at a time.
describe.skipIf(!inject('postgresUrl'))('dependency counts under concurrent transactions (PostgreSQL)', () => {
  it('a project deleted while an analysis holds alerts on shared dependencies: both finish, no deadlock', async () => {
    const [dep1, dep2] = [ids['dep a']!, ids['dep b']!];
    const project = async (name: string) =>
      (
        await s.db.query<{ id: number }>(
          "INSERT INTO projects (name, type, stage) VALUES ($1, 'cli', 'prod') RETURNING id",
          [name],
        )
      )[0]!.id;
    const [doomed, analysed] = [await project('doomed'), await project('analysed')];
    for (const p of [doomed, analysed]) {
      await s.db.query(
        "INSERT INTO project_dependencies (project_id, dependency_id, relation) VALUES ($1, $2, 'direct'), ($1, $3, 'direct')",
        [p, dep1, dep2],
      );
    }
    const alert = (tx: { query: typeof s.db.query }, dependency: number) =>
      tx.query(
        `INSERT INTO policy_alerts (policy_name, level, stage, project_id, dependency_id, dependency_purl, matched_criteria)
         VALUES ('p', 'info', 'prod', $1, $2, 'pkg:npm/x@1', '{}')`,
        [analysed, dependency],
      );
    let deleting: Promise<unknown> | undefined;
    await s.db.transaction(async (tx) => {
      await alert(tx, dep2); // holds a key-share lock on dependency 2 until commit
      deleting = s.db.query('DELETE FROM projects WHERE id = $1', [doomed]); // its trigger locks dependency 1, then waits on 2
      await new Promise((resolve) => setTimeout(resolve, 300));
      await alert(tx, dep1); // a FOR UPDATE lock on dependency 1 would make this a deadlock
    });
    await deleting;
    expect(
      (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM projects WHERE id = $1', [doomed]))[0]!.n,
    ).toBe(0);
    expect((await counts()).every((c) => c.kept === c.counted)).toBe(true);
  });
});

describe('splitStatements', () => {
  it('splits on semicolons outside $$ bodies and keeps the bodies whole', () => {
    const sql =
      'CREATE TABLE t (a int);\nCREATE FUNCTION f() RETURNS trigger AS $$ BEGIN x; y; END $$ LANGUAGE plpgsql;\n\nSELECT 1;';
    expect(splitStatements(sql)).toEqual([
      'CREATE TABLE t (a int)',
      'CREATE FUNCTION f() RETURNS trigger AS $$ BEGIN x; y; END $$ LANGUAGE plpgsql',
      'SELECT 1',
    ]);
  });
});
