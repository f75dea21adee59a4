/**
 * The authors analysis (CONTRACT §15): from a workspace's git history to figures per author identity.
 * Pure: reads the repository with git, knows nothing of the database.
 */

export type AuthorFigures = {
  /** Lower-cased, after the repository's .mailmap. */
  email: string;
  /** The name of the identity's newest commit (after .mailmap). */
  name: string;
  commits_count: number;
  merges_count: number;
  lines_added: number;
  lines_removed: number;
  /** ISO 8601 author dates, given in UTC (`…Z`) so that stored and new values compare as strings. */
  first_commit_at: string;
  last_commit_at: string;
  /** Commits by month of author date (UTC), `YYYY-MM` → count. */
  months: Record<string, number>;
  /**
   * Lines changed (added + removed) by language name (linguist's names), from file extensions and names
   * (Dockerfile, Makefile). A language in a linguist group counts as the group, as on GitHub's language
   * bar (TSX → TypeScript); files of no known language and binary files count nowhere.
   */
  technologies: Record<string, number>;
};

export type AuthorsRequest = {
  /** A workspace (a checkout with its .git). */
  dir: string;
  /** The commit to read up to (the workspace's HEAD). */
  head: string;
  /** The last analysed commit: only commits after it are read. Ignored (full read) when it is no ancestor of head. */
  since?: string | null;
  onProgress?: (progress: number | null, phase: string) => void;
  signal?: AbortSignal;
};

export type AuthorsResult = {
  head: string;
  /** true when the whole history was read (first run, or `since` was no longer an ancestor): replace, don't add. */
  full: boolean;
  /** Figures of the commits read (all of them when `full`, else only the new ones: the engine adds them). */
  authors: AuthorFigures[];
  new_commits_count: number;
};
