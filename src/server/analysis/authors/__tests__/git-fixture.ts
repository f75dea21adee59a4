import { execFileSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Real repositories for the authors tests: commits at fixed dates by given people, git's own config kept out. */

export type Person = { name: string; email: string };

const baseEnv = {
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  LC_ALL: 'C',
};

export class Repo {
  private constructor(readonly dir: string) {}

  static create(): Repo {
    const repo = new Repo(mkdtempSync(join(tmpdir(), 'argus-authors-')));
    repo.git(['init', '-q', '-b', 'main']);
    return repo;
  }

  /** A clone, for tests that rewrite history without touching the shared fixture. */
  clone(): Repo {
    const copy = new Repo(mkdtempSync(join(tmpdir(), 'argus-authors-')));
    this.git(['clone', '-q', this.dir, copy.dir]);
    return copy;
  }

  git(args: string[], who?: Person, date?: string, input?: string | Buffer): string {
    const env: Record<string, string> = { ...baseEnv };
    if (who && date) {
      Object.assign(env, { GIT_AUTHOR_NAME: who.name, GIT_AUTHOR_EMAIL: who.email, GIT_AUTHOR_DATE: date });
      Object.assign(env, { GIT_COMMITTER_NAME: who.name, GIT_COMMITTER_EMAIL: who.email, GIT_COMMITTER_DATE: date });
    }
    return execFileSync('git', args, { cwd: this.dir, env, input, maxBuffer: 64 << 20 }).toString('utf8');
  }

  /** Writes the files (null deletes one) and commits them all; returns the commit's sha. */
  commit(who: Person, date: string, files: Record<string, string | Buffer | null>, message = 'change'): string {
    for (const [path, content] of Object.entries(files)) {
      const full = join(this.dir, path);
      if (content === null) {
        rmSync(full);
      } else {
        mkdirSync(dirname(full), { recursive: true });
        writeFileSync(full, content);
      }
    }
    this.git(['add', '-A']);
    this.git(['commit', '-q', '--allow-empty', '-m', message], who, date);
    return this.head();
  }

  head(): string {
    return this.git(['rev-parse', 'HEAD']).trim();
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export const lines = (count: number, prefix = 'line') =>
  Array.from({ length: count }, (_, i) => `${prefix} ${i + 1}\n`).join('');

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
