import { execFileSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The name and email git records as both author and committer. */
export type Author = { author: string; email: string };

export type TestCommit = Author & {
  /** ISO 8601 with its zone: the author and committer date. */
  date: string;
  message?: string;
  /** Path → new content; null removes the file. */
  files?: Record<string, string | Buffer | null>;
};

/** Read once: a test may point PATH elsewhere to hide git from the code under test, not from its fixture. */
const PATH = process.env.PATH ?? '/usr/bin:/bin';

/** Who tags and pushes; commits and merges name their own author. */
const TESTER: Author = { author: 'Argus Test', email: 'test@argus.invalid' };

const identity = ({ author, email }: Author, date?: string): Record<string, string> => ({
  GIT_AUTHOR_NAME: author,
  GIT_AUTHOR_EMAIL: email,
  GIT_COMMITTER_NAME: author,
  GIT_COMMITTER_EMAIL: email,
  ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
});

/**
 * git with no configuration of the machine or the user, so a test repository is the same everywhere.
 * Returns stdout without its final newline.
 */
export function git(dir: string, args: string[], env: Record<string, string> = {}): string {
  return execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
    env: {
      PATH,
      HOME: dir,
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
      LC_ALL: 'C',
      ...identity(TESTER),
      ...env,
    },
  }).trimEnd();
}

/**
 * A repository made in the test, in `<parent>/origin` (the parent is removed with it): a new one on
 * `main`, or a clone of `source`. Each commit is by its author at its date.
 */
export class TestRepository {
  readonly dir: string;

  constructor(parent = mkdtempSync(join(tmpdir(), 'argus-repo-')), source?: string) {
    this.dir = join(parent, 'origin');
    mkdirSync(this.dir, { recursive: true });
    if (source) this.git(['clone', '--quiet', source, '.']);
    else this.git(['init', '--quiet', '--initial-branch=main']);
  }

  get url(): string {
    return pathToFileURL(this.dir).href;
  }

  git(args: string[], env?: Record<string, string>): string {
    return git(this.dir, args, env);
  }

  /** Writes the files and commits everything in the work tree; returns the commit. */
  commit(commit: TestCommit): string {
    for (const [path, content] of Object.entries(commit.files ?? {})) {
      const file = join(this.dir, path);
      if (content === null) rmSync(file);
      else {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, content);
      }
    }
    this.git(['add', '--all']);
    this.git(['commit', '--quiet', '--allow-empty', '-m', commit.message ?? 'change'], identity(commit, commit.date));
    return this.head();
  }

  head(): string {
    return this.git(['rev-parse', 'HEAD']);
  }

  /** Switches to `branch`, made at HEAD first when `create`. */
  checkout(branch: string, { create = false } = {}): void {
    this.git(['checkout', '--quiet', ...(create ? ['-b'] : []), branch]);
  }

  /** A lightweight tag at HEAD, or an annotated one when it has a message (made at `date`). */
  tag(name: string, annotation?: { message: string; date: string }): void {
    if (!annotation) this.git(['tag', name]);
    else this.git(['tag', '-a', name, '-m', annotation.message], { GIT_COMMITTER_DATE: annotation.date });
  }

  /** A merge commit (`--no-ff`) of `branch` into the current one. */
  merge(branch: string, merge: Omit<TestCommit, 'files'>): void {
    this.git(
      ['merge', '--quiet', '--no-ff', '-m', merge.message ?? `Merge ${branch}`, branch],
      identity(merge, merge.date),
    );
  }

  /** Another repository made from this one; it can be changed without touching this one. */
  clone(parent?: string): TestRepository {
    return new TestRepository(parent, this.dir);
  }

  /** A bare copy at `path`, as a server serves it. */
  cloneBare(path: string): string {
    this.git(['clone', '--quiet', '--bare', this.dir, path]);
    return path;
  }

  remove(): void {
    rmSync(dirname(this.dir), { recursive: true, force: true });
  }
}

/** `git shortlog -sne` of `ref`, the .mailmap applied: one entry per name and email, emails lower-cased. */
export function shortlog(dir: string, ref = 'HEAD'): { name: string; email: string; commits: number }[] {
  return git(dir, ['shortlog', '-sne', ref])
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [, commits, name, email] = /^\s*(\d+)\t(.*) <([^>]*)>$/.exec(line) ?? [];
      if (email === undefined) throw new Error(`git shortlog: unexpected line ${JSON.stringify(line)}`);
      return { name: name!, email: email.toLowerCase(), commits: Number(commits) };
    });
}

/** Commits per lower-cased email, as git itself counts them: what an authors analysis must find. */
export function commitsByEmail(dir: string, ref = 'HEAD'): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { email, commits } of shortlog(dir, ref)) counts.set(email, (counts.get(email) ?? 0) + commits);
  return counts;
}

/** git processes working in `dir` (Linux /proc), with their arguments: what a cancelled run must not leave. */
export function gitProcessesIn(dir: string): { pid: number; args: string[] }[] {
  const found: { pid: number; args: string[] }[] = [];
  const real = realpathSync(dir);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'git') continue;
      if (readlinkSync(`/proc/${entry}/cwd`) !== real) continue;
      found.push({ pid: Number(entry), args: readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0') });
    } catch {
      // The process ended while we looked.
    }
  }
  return found;
}
