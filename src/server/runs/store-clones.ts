import type { ClonesSummary } from '../../contract/runs';
import type { ClonesResult, FragmentSide } from '../analysis/clones/types';
import type { Queryable } from '../db/database';
import { lookUpFingerprints, replaceCloneIndex } from '../db/repositories/clone-index';
import {
  levelOf,
  refreshCloneFigures,
  replaceProjectClones,
  setLinesOfCode,
  type StoredClone,
  type StoredSide,
} from '../db/repositories/clones';
import { sharedFragments } from './cross-project-clones';

/** A hash more windows of other projects share than this is boilerplate, not a copy worth showing. */
const MAX_WINDOWS_PER_HASH = 64;

/**
 * Clones runs store one at a time (a transaction-scoped lock): a run that stores after another sees the
 * other's fingerprints, so two projects analysed together still find what they share.
 */
const CLONES_LOCK = 2_026_019;

/**
 * What a clones run found becomes the project's clones (CONTRACT §19): its fingerprints replace its part
 * of the index, the index of every other project is looked up for the fragments they share, and every
 * clone with a side in this project is replaced by those found now (within it and across projects), the
 * figures of each project whose clones changed kept up to date. The work grows with this project's
 * code and what it shares, not with the number of projects.
 */
export async function storeClones(tx: Queryable, projectId: number, result: ClonesResult): Promise<ClonesSummary> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [CLONES_LOCK]);
  const hashes = [...new Set(result.fingerprints.flatMap((f) => f.hashes))];
  const shared = sharedFragments(result, await lookUpFingerprints(tx, projectId, hashes, MAX_WINDOWS_PER_HASH));
  const lines = new Map(result.files.map((f) => [f.path, f.lines]));
  await replaceCloneIndex(
    tx,
    projectId,
    result.commit,
    result.fingerprints.map((f) => ({ ...f, path: f.file, lines: lines.get(f.file) ?? 0 })),
  );
  const ours = (side: FragmentSide): StoredSide => ({ project_id: projectId, ...side, tree_commit: result.commit });
  const sizeOf = (a: { start_line: number; end_line: number }, b: { start_line: number; end_line: number }) =>
    Math.max(a.end_line - a.start_line + 1, b.end_line - b.start_line + 1);
  const within = result.clones.map((c): StoredClone => {
    const size = sizeOf(c.a, c.b);
    return { format: c.format, tokens: c.tokens, lines: size, level: levelOf(size), a: ours(c.a), b: ours(c.b) };
  });
  const blamed = blamedStarts(result);
  const across = shared.map((s): StoredClone => {
    const size = sizeOf(s, s.other);
    const a = { file: s.file, start_line: s.start_line, end_line: s.end_line };
    return {
      format: s.format,
      tokens: s.tokens,
      lines: size,
      level: levelOf(size),
      // Blame ran in the analysis process for the fragments within the project; a fragment shared with
      // another project is known here only: the tree's commit, and blame's answer when a fragment
      // within the project starts on the same line.
      a: ours({
        ...a,
        commit: result.commit,
        author_name: null,
        author_email: null,
        ...blamed.get(`${s.file}:${s.start_line}`),
      }),
      // The other side is known by its index: the commit its tree was read at, no author.
      b: { ...s.other, commit: s.other.tree_commit, author_name: null, author_email: null },
    };
  });
  const others = await replaceProjectClones(tx, projectId, [...within, ...across]);
  const linesOfCode = result.files.reduce((sum, f) => sum + f.lines, 0);
  await setLinesOfCode(tx, projectId, linesOfCode);
  const figures = await refreshCloneFigures(tx, projectId);
  for (const other of others) await refreshCloneFigures(tx, other);
  return {
    clones_count: within.length + across.length,
    cross_project_clones_count: across.length,
    duplicated_lines_percent: figures.percent,
    files_analysed: result.files.length,
    lines_of_code: linesOfCode,
    duplicated_lines: figures.duplicated_lines,
    skipped_files: result.skipped,
  };
}

/** What blame said of each fragment's first line in this project, by `file:line`. */
function blamedStarts(result: ClonesResult) {
  const blamed = new Map<string, Pick<FragmentSide, 'commit' | 'author_name' | 'author_email'>>();
  for (const clone of result.clones) {
    for (const side of [clone.a, clone.b]) {
      if (!side.commit) continue;
      const { commit, author_name, author_email } = side;
      blamed.set(`${side.file}:${side.start_line}`, { commit, author_name, author_email });
    }
  }
  return blamed;
}
