import type { Queryable } from '../database';

/** One file of a project's index, with its fingerprints as parallel arrays (see analysis/clones/types.ts). */
export type IndexedFile = {
  path: string;
  format: string;
  lines: number;
  hashes: string[];
  tokens: number[];
  start_lines: number[];
  end_lines: number[];
};

/** A fingerprint of another project that has the hash looked up. */
export type IndexedWindow = {
  hash: string;
  project_id: number;
  file_id: number;
  path: string;
  tree_commit: string;
  token_index: number;
  start_line: number;
  end_line: number;
};

const FILE_CHUNK = 1000;
const ROW_CHUNK = 20_000;
const LOOKUP_CHUNK = 5000;

/**
 * Replaces a project's part of the cross-project index with what a run read at `treeCommit`: its files
 * and their fingerprints, a statement per 20 000 rows. Answers the files' ids, in order.
 */
export async function replaceCloneIndex(
  tx: Queryable,
  projectId: number,
  treeCommit: string,
  files: IndexedFile[],
): Promise<number[]> {
  await tx.query('DELETE FROM clone_fingerprints WHERE project_id = $1', [projectId]);
  await tx.query('DELETE FROM clone_files WHERE project_id = $1', [projectId]);
  const ids: number[] = [];
  for (let start = 0; start < files.length; start += FILE_CHUNK) {
    const chunk = files.slice(start, start + FILE_CHUNK);
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO clone_files (project_id, path, format, lines, tree_commit)
       SELECT $1, u.path, u.format, u.lines, $2
         FROM unnest($3::text[], $4::text[], $5::int[]) WITH ORDINALITY AS u(path, format, lines, n)
        ORDER BY u.n
       RETURNING id`,
      [projectId, treeCommit, chunk.map((f) => f.path), chunk.map((f) => f.format), chunk.map((f) => f.lines)],
    );
    ids.push(...rows.map((r) => r.id));
  }
  let batch = emptyBatch();
  const flush = async () => {
    if (batch.hashes.length === 0) return;
    await tx.query(
      `INSERT INTO clone_fingerprints (project_id, file_id, hash, token_index, start_line, end_line)
       SELECT $1, * FROM unnest($2::int[], $3::bigint[], $4::int[], $5::int[], $6::int[])`,
      [projectId, batch.files, batch.hashes, batch.tokens, batch.starts, batch.ends],
    );
    batch = emptyBatch();
  };
  for (const [i, file] of files.entries()) {
    for (let j = 0; j < file.hashes.length; j++) {
      batch.files.push(ids[i]!);
      batch.hashes.push(file.hashes[j]!);
      batch.tokens.push(file.tokens[j]!);
      batch.starts.push(file.start_lines[j]!);
      batch.ends.push(file.end_lines[j]!);
      if (batch.hashes.length >= ROW_CHUNK) await flush();
    }
  }
  await flush();
  return ids;
}

const emptyBatch = () => ({
  files: [] as number[],
  hashes: [] as string[],
  tokens: [] as number[],
  starts: [] as number[],
  ends: [] as number[],
});

/**
 * The fingerprints of every project but `projectId` that have one of `hashes`: one indexed lookup per
 * 5 000 hashes, whatever the number of projects. A hash that more than `maxPerHash` windows share is
 * boilerplate (a licence header, generated tables) and is left out with its windows.
 */
export async function lookUpFingerprints(
  tx: Queryable,
  projectId: number,
  hashes: string[],
  maxPerHash: number,
): Promise<IndexedWindow[]> {
  const found: IndexedWindow[] = [];
  for (let start = 0; start < hashes.length; start += LOOKUP_CHUNK) {
    const rows = await tx.query<IndexedWindow>(
      `SELECT w.hash::text AS hash, w.project_id, w.file_id, f.path, f.tree_commit, w.token_index, w.start_line, w.end_line
         FROM (SELECT fp.*, count(*) OVER (PARTITION BY fp.hash) AS sharing
                 FROM clone_fingerprints fp
                WHERE fp.hash = ANY($1::bigint[]) AND fp.project_id <> $2) w
         JOIN clone_files f ON f.id = w.file_id
        WHERE w.sharing <= $3`,
      [hashes.slice(start, start + LOOKUP_CHUNK), projectId, maxPerHash],
    );
    found.push(...rows);
  }
  return found;
}
