import type { LanguageOf } from './languages';
import type { CommitHeader, LogSink } from './log-records';
import type { AuthorFigures } from './types';

/**
 * Figures per identity, added up commit by commit as git prints them: memory grows with the number of
 * authors (and their months and languages), never with the number of commits or files.
 */

type Tally = {
  email: string;
  name: string;
  /** Author date (ms) of the commit the name was taken from. */
  namedAt: number;
  commits: number;
  merges: number;
  added: number;
  removed: number;
  first: number;
  last: number;
  months: Map<string, number>;
  technologies: Map<string, number>;
};

const newTally = (email: string, name: string, at: number): Tally => ({
  email,
  name,
  namedAt: at,
  commits: 0,
  merges: 0,
  added: 0,
  removed: 0,
  first: at,
  last: at,
  months: new Map(),
  technologies: new Map(),
});

export class AuthorTally implements LogSink {
  private readonly identities = new Map<string, Tally>();
  /** The identity of the commit whose numstat lines are being read. */
  private current: Tally | null = null;
  commitsRead = 0;

  constructor(private readonly languageOf: LanguageOf) {}

  commit(header: CommitHeader): void {
    const at = Date.parse(header.date);
    if (Number.isNaN(at))
      throw new Error(`git log: unreadable author date ${JSON.stringify(header.date)} in ${header.sha}`);
    const email = header.email.toLowerCase();
    let tally = this.identities.get(email);
    if (!tally) {
      tally = newTally(email, header.name, at);
      this.identities.set(email, tally);
    }
    // git log prints newest first (by committer date); the author date decides, the first seen wins a tie.
    if (at > tally.namedAt) {
      tally.name = header.name;
      tally.namedAt = at;
    }
    tally.commits += 1;
    if (header.parents > 1) tally.merges += 1;
    tally.first = Math.min(tally.first, at);
    tally.last = Math.max(tally.last, at);
    const month = new Date(at).toISOString().slice(0, 7);
    tally.months.set(month, (tally.months.get(month) ?? 0) + 1);
    this.current = tally;
    this.commitsRead += 1;
  }

  file(added: number, removed: number, path: string): void {
    const tally = this.current;
    if (!tally) throw new Error('git log: a file before any commit');
    tally.added += added;
    tally.removed += removed;
    const changed = added + removed;
    if (changed === 0) return;
    const language = this.languageOf(path);
    if (language) tally.technologies.set(language, (tally.technologies.get(language) ?? 0) + changed);
  }

  /** Most commits first; months in order; technologies by lines changed, most first. */
  figures(): AuthorFigures[] {
    return [...this.identities.values()]
      .sort((a, b) => b.commits - a.commits || a.email.localeCompare(b.email))
      .map((tally) => ({
        email: tally.email,
        name: tally.name,
        commits_count: tally.commits,
        merges_count: tally.merges,
        lines_added: tally.added,
        lines_removed: tally.removed,
        // UTC, so that the engine can compare a stored value with a new one as strings.
        first_commit_at: new Date(tally.first).toISOString(),
        last_commit_at: new Date(tally.last).toISOString(),
        months: Object.fromEntries([...tally.months].sort(([a], [b]) => a.localeCompare(b))),
        technologies: Object.fromEntries([...tally.technologies].sort(([, a], [, b]) => b - a)),
      }));
  }
}
