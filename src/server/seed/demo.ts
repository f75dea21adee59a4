import type { Queryable } from '../db/database';
import { insertPolicy } from '../db/repositories/policies';
import { insertRun } from '../db/repositories/runs';
import { validatePolicy } from '../policies/validate-policy';
import { type DemoData, readDemoData } from './demo-data';

/** Inserts rows in chunks with one parameterized statement each; returns the ids by `key`. */
async function insertMany<T>(
  db: Queryable,
  table: string,
  columns: string[],
  rows: T[],
  values: (row: T) => unknown[],
  returning?: string,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500);
    const params: unknown[] = [];
    const tuples = chunk.map(
      (row) =>
        `(${values(row)
          .map((v) => `$${params.push(v)}`)
          .join(', ')})`,
    );
    const result = await db.query<Record<string, unknown>>(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}${returning ? ` RETURNING id, ${returning} AS key` : ''}`,
      params,
    );
    for (const row of result) ids.set(String(row.key), row.id as number);
  }
  return ids;
}

const need = <T>(ids: ReadonlyMap<string, T>, key: string, what: string): T => {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`demo data: unknown ${what} "${key}"`);
  return id;
};

export type DemoSeed = {
  /** Project name → `file://` URL of its demo repository (written by writeDemoRepositories). */
  repositories: ReadonlyMap<string, string>;
  /** Queue each vcs project's cloning, authors and SCA runs, so the service analyses them on its own. */
  queueAnalyses: boolean;
};

/**
 * Seeds a fresh database with the demo installation; a database that has projects is left alone. The
 * projects' repositories are real git repositories; their authors and components come from analysing
 * them (the runs queued here), their vulnerabilities from matching those components against the demo's
 * OSV data set. The two `cli` projects have no components until something uploads their manifests
 * (argus-scan in their pipelines).
 */
export async function seedDemo(db: Queryable, seed: DemoSeed, data: DemoData = readDemoData()): Promise<boolean> {
  const existing = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM projects');
  if (existing[0]!.n > 0) return false;

  const repos = await insertMany(
    db,
    'artifact_repositories',
    ['name', 'kind', 'url'],
    data['artifact-repositories'],
    (r) => [r.name, r.kind, r.url],
    'name',
  );
  const owners = await insertMany(db, 'proprietors', ['name'], data.proprietors, (p) => [p.name], 'name');
  const projects = await insertMany(
    db,
    'projects',
    ['name', 'type', 'repo_url', 'repo_ref_name', 'stage', 'proprietor_id', 'is_active'],
    data.projects,
    (p) => [
      p.name,
      p.type,
      p.type === 'vcs' ? need(seed.repositories, p.name, 'demo repository') : null,
      p.type === 'vcs' ? (p.repo_ref_name ?? 'main') : null,
      p.stage,
      p.proprietor ? need(owners, p.proprietor, 'proprietor') : null,
      p.is_active,
    ],
    'name',
  );

  await insertMany(
    db,
    'container_images',
    ['name', 'digest', 'artifact_repository_id'],
    data['container-images'],
    (i) => [i.name, i.digest, need(repos, i.artifact_repository, 'artifact repository')],
  );
  for (const policy of data.policies) {
    const ids = {
      projects: policy.projects.map((name) => need(projects, name, 'project')),
      proprietors: policy.proprietors.map((name) => need(owners, name, 'proprietor')),
    };
    // Through the same validation as the API: demo policies are policies an administrator could write.
    await insertPolicy(db, await validatePolicy(db, { ...policy, ...ids }));
  }
  if (seed.queueAnalyses) {
    const at = new Date();
    for (const project of data.projects.filter((p) => p.type === 'vcs')) {
      const target = { project_id: need(projects, project.name, 'project') };
      await insertRun(db, 'repository_cloning', target, at);
      await insertRun(db, 'authors', target, at);
      await insertRun(db, 'project_sca', target, at);
      // After every project's cloning: each clones run finds the planted copies in the projects before it.
      await insertRun(db, 'clones', target, at);
    }
  }
  return true;
}
