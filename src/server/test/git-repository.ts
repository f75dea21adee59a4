import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

export type TestCommit = {
  author: string;
  email: string;
  /** ISO 8601 with its zone: the author and committer date. */
  date: string;
  message: string;
  /** Path → new content; null removes the file. */
  files: Record<string, string | null>;
};

/** git with no configuration of the machine or the user, so a test repository is the same everywhere. */
export function git(dir: string, args: string[], env: Record<string, string> = {}): string {
  return execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: dir,
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
      ...env,
    },
  });
}

/** A repository made in the test: `git init` on `main`, then each commit by its author at its date. */
export class TestRepository {
  readonly dir: string;

  constructor(parent = mkdtempSync(join(tmpdir(), 'argus-repo-'))) {
    this.dir = join(parent, 'origin');
    mkdirSync(this.dir, { recursive: true });
    git(this.dir, ['init', '--quiet', '--initial-branch=main']);
  }

  get url(): string {
    return pathToFileURL(this.dir).href;
  }

  commit(commit: TestCommit): string {
    for (const [path, content] of Object.entries(commit.files)) {
      const file = join(this.dir, path);
      if (content === null) rmSync(file);
      else {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, content);
      }
    }
    git(this.dir, ['add', '--all']);
    const identity = {
      GIT_AUTHOR_NAME: commit.author,
      GIT_AUTHOR_EMAIL: commit.email,
      GIT_AUTHOR_DATE: commit.date,
      GIT_COMMITTER_NAME: commit.author,
      GIT_COMMITTER_EMAIL: commit.email,
      GIT_COMMITTER_DATE: commit.date,
    };
    git(this.dir, ['commit', '--quiet', '--allow-empty', '-m', commit.message], identity);
    return git(this.dir, ['rev-parse', 'HEAD']).trim();
  }

  /** `git shortlog -sne` of HEAD: email (lower-cased) → commits, as git itself counts them. */
  shortlog(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const line of git(this.dir, ['shortlog', '-sne', 'HEAD']).trim().split('\n')) {
      const match = /^\s*(\d+)\s+.*<([^>]+)>$/.exec(line);
      if (match) counts.set(match[2]!.toLowerCase(), (counts.get(match[2]!.toLowerCase()) ?? 0) + Number(match[1]));
    }
    return counts;
  }

  remove(): void {
    rmSync(dirname(this.dir), { recursive: true, force: true });
  }
}
