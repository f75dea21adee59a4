import type { Queryable } from '../database';
import { upsertDependencies } from './project-components';
import type { StoredComponent } from './project-components';

/** A component of a container image as stored (CONTRACT §17): the dependency row and the image's link to it. */
export type StoredImageComponent = Omit<StoredComponent, 'relation' | 'introduced_through'> & {
  type: 'os' | 'language' | null;
  layer_index: number | null;
  layer_digest: string | null;
};

const CHUNK = 1000;

/**
 * Replaces an image's components with these: the shared dependency rows written as a project's are,
 * the image's links replaced (1 000 rows a statement). Answers the dependency ids, in order.
 */
export async function replaceImageComponents(
  tx: Queryable,
  imageId: number,
  components: StoredImageComponent[],
): Promise<number[]> {
  const ids = await upsertDependencies(tx, components);
  await tx.query(
    'DELETE FROM container_image_dependencies WHERE container_image_id = $1 AND NOT (dependency_id = ANY($2::int[]))',
    [imageId, ids],
  );
  for (let start = 0; start < components.length; start += CHUNK) {
    const links = components.slice(start, start + CHUNK).map((c, i) => ({
      dependency_id: ids[start + i],
      type: c.type,
      layer_index: c.layer_index,
      layer_digest: c.layer_digest,
      paths: c.paths,
    }));
    await tx.query(
      `INSERT INTO container_image_dependencies AS l (container_image_id, dependency_id, type, layer_index, layer_digest, paths)
       SELECT $1, u.dependency_id, u.type, u.layer_index, u.layer_digest, ARRAY(SELECT jsonb_array_elements_text(u.paths))
         FROM jsonb_to_recordset($2::jsonb) AS u(dependency_id integer, type text, layer_index integer, layer_digest text, paths jsonb)
       ON CONFLICT (container_image_id, dependency_id) DO UPDATE SET
         type = excluded.type, layer_index = excluded.layer_index, layer_digest = excluded.layer_digest, paths = excluded.paths`,
      [imageId, JSON.stringify(links)],
    );
  }
  return ids;
}

/** What the last analysis read of the image: its manifest's digest, distribution and layers (unknown from an SBOM). */
export async function setImageAnalysis(
  tx: Queryable,
  id: number,
  found: { digest: string | null; distribution: string | null; layers_count: number | null },
): Promise<void> {
  await tx.query(
    `UPDATE container_images SET digest = coalesce($2, digest), distribution = coalesce($3, distribution),
            layers_count = coalesce($4, layers_count) WHERE id = $1`,
    [id, found.digest, found.distribution, found.layers_count],
  );
}

/** Where a pull finds the image: its name and its artifact repository's kind, URL and sealed credentials. */
export async function imageForPull(
  db: Queryable,
  id: number,
): Promise<{ name: string; kind: string; url: string; credentials_sealed: string | null } | undefined> {
  const [row] = await db.query<{ name: string; kind: string; url: string; credentials_sealed: string | null }>(
    `SELECT c.name, r.kind, r.url, r.credentials_sealed
       FROM container_images c JOIN artifact_repositories r ON r.id = c.artifact_repository_id WHERE c.id = $1`,
    [id],
  );
  return row;
}

export async function containerImageNameTaken(db: Queryable, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM container_images WHERE name = $1 AND id <> $2', [name, exceptId ?? 0]);
  return rows.length > 0;
}

export async function insertContainerImage(
  db: Queryable,
  input: { name: string; artifact_repository_id: number },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO container_images (name, artifact_repository_id) VALUES ($1, $2) RETURNING id',
    [input.name, input.artifact_repository_id],
  );
  return row!.id;
}

/** A renamed or moved image is another image: what was read of the old one (digest, distribution) is forgotten. */
export async function updateContainerImage(
  db: Queryable,
  id: number,
  input: { name: string; artifact_repository_id: number },
): Promise<void> {
  await db.query(
    `UPDATE container_images SET name = $2, artifact_repository_id = $3,
            digest = CASE WHEN (name, artifact_repository_id) = ($2, $3) THEN digest END,
            distribution = CASE WHEN (name, artifact_repository_id) = ($2, $3) THEN distribution END,
            layers_count = CASE WHEN (name, artifact_repository_id) = ($2, $3) THEN layers_count END
      WHERE id = $1`,
    [id, input.name, input.artifact_repository_id],
  );
}

export async function deleteContainerImage(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('DELETE FROM container_images WHERE id = $1 RETURNING id', [id])).length > 0;
}

export async function artifactRepositoryNameTaken(db: Queryable, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM artifact_repositories WHERE name = $1 AND id <> $2', [
    name,
    exceptId ?? 0,
  ]);
  return rows.length > 0;
}

/** `credentials`: a sealed text, null to clear, undefined to keep what is stored. */
type RepositoryWrite = { name: string; kind: string; url: string; credentials?: string | null };

export async function insertArtifactRepository(db: Queryable, input: RepositoryWrite): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO artifact_repositories (name, kind, url, credentials_sealed) VALUES ($1, $2, $3, $4) RETURNING id',
    [input.name, input.kind, input.url, input.credentials ?? null],
  );
  return row!.id;
}

export async function updateArtifactRepository(db: Queryable, id: number, input: RepositoryWrite): Promise<void> {
  await db.query(
    `UPDATE artifact_repositories SET name = $2, kind = $3, url = $4,
            credentials_sealed = CASE WHEN $5::boolean THEN $6 ELSE credentials_sealed END
      WHERE id = $1`,
    [id, input.name, input.kind, input.url, input.credentials !== undefined, input.credentials ?? null],
  );
}

/** Whether images still belong to the repository (every image belongs to one: it cannot go first). */
export async function artifactRepositoryImagesCount(db: Queryable, id: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM container_images WHERE artifact_repository_id = $1',
    [id],
  );
  return row!.count;
}

export async function deleteArtifactRepository(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('DELETE FROM artifact_repositories WHERE id = $1 RETURNING id', [id])).length > 0;
}
