import type { Queryable } from '../database';

/** A component of a project as stored (CONTRACT §16): the dependency row and the project's link to it. */
export type StoredComponent = {
  purl: string;
  name: string;
  version: string;
  technology: string;
  licenses: string[];
  released_at: string | null;
  ecosystem: string;
  package_name: string;
  relation: 'direct' | 'transitive' | null;
  paths: string[];
  introduced_through: string[] | null;
};

const CHUNK = 1000;

/**
 * Writes the shared dependency rows of these components, keyed by purl (created, or given what this
 * input knows that the row did not: licenses, release date, ecosystem), in chunks of 1 000 rows per
 * statement. Answers the dependency ids, in the components' order. A project's and an image's
 * components are written alike; only their links differ.
 */
export async function upsertDependencies(
  tx: Queryable,
  components: Omit<StoredComponent, 'relation' | 'paths' | 'introduced_through'>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < components.length; start += CHUNK) {
    const chunk = components.slice(start, start + CHUNK).map((c) => ({
      purl: c.purl,
      name: c.name,
      version: c.version,
      technology: c.technology,
      licenses: c.licenses,
      released_at: c.released_at,
      ecosystem: c.ecosystem,
      package_name: c.package_name,
    }));
    const rows = await tx.query<{ id: number; purl: string }>(
      `INSERT INTO dependencies AS d (purl, name, version, technology, licenses, released_at, ecosystem, package_name)
       SELECT u.purl, u.name, u.version, u.technology,
              ARRAY(SELECT jsonb_array_elements_text(u.licenses)), u.released_at, u.ecosystem, u.package_name
         FROM jsonb_to_recordset($1::jsonb) AS u(purl text, name text, version text, technology text, licenses jsonb,
                                                released_at timestamptz, ecosystem text, package_name text)
       ON CONFLICT (purl) DO UPDATE SET
         licenses = CASE WHEN cardinality(excluded.licenses) > 0 THEN excluded.licenses ELSE d.licenses END,
         released_at = coalesce(excluded.released_at, d.released_at),
         ecosystem = excluded.ecosystem,
         package_name = excluded.package_name
       RETURNING d.id, d.purl`,
      [JSON.stringify(chunk)],
    );
    const byPurl = new Map(rows.map((r) => [r.purl, r.id]));
    ids.push(...chunk.map((c) => byPurl.get(c.purl)!));
  }
  return ids;
}

/**
 * Replaces a project's components with these (CONTRACT §16 "the project's components are replaced by
 * what was found"): the dependency rows written by upsertDependencies, the project's links replaced.
 * Answers the dependency ids, in the components' order. Links go in chunks of 1 000 rows per statement.
 */
export async function replaceProjectComponents(
  tx: Queryable,
  projectId: number,
  components: StoredComponent[],
): Promise<number[]> {
  const ids = await upsertDependencies(tx, components);
  await tx.query('DELETE FROM project_dependencies WHERE project_id = $1 AND NOT (dependency_id = ANY($2::int[]))', [
    projectId,
    ids,
  ]);
  for (let start = 0; start < components.length; start += CHUNK) {
    const links = components.slice(start, start + CHUNK).map((c, i) => ({
      dependency_id: ids[start + i],
      relation: c.relation,
      paths: c.paths,
      introduced_through: c.introduced_through,
    }));
    await tx.query(
      `INSERT INTO project_dependencies AS l (project_id, dependency_id, relation, paths, introduced_through)
       SELECT $1, u.dependency_id, u.relation, ARRAY(SELECT jsonb_array_elements_text(u.paths)),
              CASE WHEN u.introduced_through IS NULL OR jsonb_typeof(u.introduced_through) = 'null' THEN NULL
                   ELSE ARRAY(SELECT jsonb_array_elements_text(u.introduced_through)) END
         FROM jsonb_to_recordset($2::jsonb) AS u(dependency_id integer, relation text, paths jsonb, introduced_through jsonb)
       ON CONFLICT (project_id, dependency_id) DO UPDATE SET
         relation = excluded.relation, paths = excluded.paths, introduced_through = excluded.introduced_through
       WHERE (l.relation, l.paths, l.introduced_through) IS DISTINCT FROM
             (excluded.relation, excluded.paths, excluded.introduced_through)`,
      [projectId, JSON.stringify(links)],
    );
  }
  return ids;
}
