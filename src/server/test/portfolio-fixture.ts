import type { Queryable } from '../db/database';

type FixtureVulnerability = {
  id: string;
  severity: 'low' | 'medium' | 'high' | 'critical';
  cvss3?: number;
  exploit?: boolean;
  fixed?: string;
};
export type FixtureDependency = {
  purl: string;
  relation: 'direct' | 'transitive';
  licenses?: string[];
  vulnerabilities?: FixtureVulnerability[];
};

/**
 * A CLI project at `stage` with these dependencies and their vulnerabilities, written straight to the
 * database (the API has no way to add dependencies: SCA finds them). Dependencies and vulnerabilities
 * already there (by purl, by id) are shared. Returns the project's id.
 */
export async function addProject(
  db: Queryable,
  name: string,
  stage: string,
  dependencies: FixtureDependency[],
): Promise<number> {
  const [project] = await db.query<{ id: number }>(
    "INSERT INTO projects (name, type, stage) VALUES ($1, 'cli', $2) RETURNING id",
    [name, stage],
  );
  for (const dependency of dependencies) {
    const [, technology, nameAndVersion] = /^pkg:([^/]+)\/(.+)$/.exec(dependency.purl)!;
    const [packageName, version] = nameAndVersion!.split('@') as [string, string];
    await db.query(
      `INSERT INTO dependencies (purl, name, version, technology, licenses) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (purl) DO NOTHING`,
      [dependency.purl, packageName, version, technology, dependency.licenses ?? []],
    );
    const [{ id }] = (await db.query<{ id: number }>('SELECT id FROM dependencies WHERE purl = $1', [
      dependency.purl,
    ])) as [{ id: number }];
    await db.query('INSERT INTO project_dependencies (project_id, dependency_id, relation) VALUES ($1, $2, $3)', [
      project!.id,
      id,
      dependency.relation,
    ]);
    for (const v of dependency.vulnerabilities ?? []) {
      await db.query(
        `INSERT INTO vulnerabilities (vulnerability_id, severity, cvss3_score, has_exploit) VALUES ($1, $2, $3, $4)
         ON CONFLICT (vulnerability_id) DO NOTHING`,
        [v.id, v.severity, v.cvss3 ?? null, v.exploit ?? false],
      );
      await db.query(
        `INSERT INTO dependency_vulnerabilities (dependency_id, vulnerability_id, fixed_version)
         SELECT $1, id, $3 FROM vulnerabilities WHERE vulnerability_id = $2`,
        [id, v.id, v.fixed ?? null],
      );
    }
  }
  return project!.id;
}
