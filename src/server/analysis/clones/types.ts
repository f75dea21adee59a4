/**
 * The clones analysis (CONTRACT §19): from a workspace's checked-out tree to duplicated fragments within
 * the project, its lines, and the fingerprints other projects' runs look their code up in. Pure: reads
 * files and git, knows nothing of the database.
 */

/** How a run looks for clones; the thresholds are §19's by default. */
export type ClonesOptions = {
  /** A clone is at least this many tokens long (comments and whitespace are not tokens). */
  minTokens: number;
  /** …and spans at least this many lines on each side. */
  minLines: number;
  /**
   * Winnowing window of the cross-project fingerprints: one fingerprint is kept in every `window`
   * consecutive token windows, so a fragment shared with another project is found when it is at least
   * `minTokens + window - 1` tokens long, and its ends are known to within `window - 1` tokens. 1 keeps
   * every window (exact ends, the most rows).
   */
  fingerprintWindow: number;
  /** Files larger than this are skipped (generated data rather than code). */
  maxFileBytes: number;
  /** At most this many files are blamed for commits and authors; fragments of the rest say null. */
  maxBlamedFiles: number;
};

export const DEFAULT_CLONES_OPTIONS: ClonesOptions = {
  minTokens: 50,
  minLines: 5,
  fingerprintWindow: 8,
  maxFileBytes: 1024 * 1024,
  maxBlamedFiles: 2000,
};

/** Where a fragment is, and what `git blame` says of its first line (null when it was not blamed). */
export type FragmentSide = {
  file: string;
  start_line: number;
  end_line: number;
  commit: string | null;
  author_name: string | null;
  author_email: string | null;
};

/** Two fragments of the project with the same tokens (identifiers may differ). */
export type FoundClone = {
  format: string;
  tokens: number;
  a: FragmentSide;
  b: FragmentSide;
};

/**
 * One file's fingerprints for the cross-project index: for each kept token window, its 64-bit hash
 * (a signed decimal, as PostgreSQL's bigint), the index of its first token in the file, and its lines.
 * Parallel arrays: a large project has hundreds of thousands.
 */
export type FileFingerprints = {
  file: string;
  format: string;
  hashes: string[];
  tokens: number[];
  start_lines: number[];
  end_lines: number[];
};

type AnalysedFile = { path: string; format: string; lines: number; tokens: number };

export type ClonesResult = {
  /** The commit the tree was read at. */
  commit: string;
  options: Pick<ClonesOptions, 'minTokens' | 'minLines' | 'fingerprintWindow'>;
  files: AnalysedFile[];
  /** Files the walk saw and left out, by reason. */
  skipped: { generated: number; too_large: number; binary: number; unknown_format: number };
  clones: FoundClone[];
  fingerprints: FileFingerprints[];
};
