import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** git for building test repositories: no user or system configuration, a fixed default branch. */
export function git(cwd: string, args: string[], env: Record<string, string> = {}): string {
  return execFileSync('git', ['-c', 'init.defaultBranch=main', ...args], {
    cwd,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      HOME: cwd,
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
      LC_ALL: 'C',
      // Tags and pushes need an identity too; commits set their own.
      GIT_AUTHOR_NAME: 'Argus Test',
      GIT_AUTHOR_EMAIL: 'test@argus.invalid',
      GIT_COMMITTER_NAME: 'Argus Test',
      GIT_COMMITTER_EMAIL: 'test@argus.invalid',
      ...env,
    },
  }).trim();
}

const AUTHORS = {
  alice: { name: 'Alice Example', email: 'alice@example.org' },
  bob: { name: 'Bob Example', email: 'bob@example.org' },
};

type Commit = {
  author: keyof typeof AUTHORS;
  /** ISO 8601 with an offset, used as both author and committer date. */
  date: string;
  message: string;
  files?: Record<string, string | Buffer>;
  links?: Record<string, string>;
};

export function commit(repo: string, change: Commit): string {
  for (const [path, content] of Object.entries(change.files ?? {})) {
    mkdirSync(dirname(join(repo, path)), { recursive: true });
    writeFileSync(join(repo, path), content);
  }
  for (const [path, target] of Object.entries(change.links ?? {})) symlinkSync(target, join(repo, path));
  const { name, email } = AUTHORS[change.author];
  git(repo, ['add', '--all']);
  git(repo, ['commit', '--quiet', '--allow-empty', '-m', change.message], {
    GIT_AUTHOR_NAME: name,
    GIT_AUTHOR_EMAIL: email,
    GIT_AUTHOR_DATE: change.date,
    GIT_COMMITTER_NAME: name,
    GIT_COMMITTER_EMAIL: email,
    GIT_COMMITTER_DATE: change.date,
  });
  return git(repo, ['rev-parse', 'HEAD']);
}

export type SampleRepository = {
  /** The working repository commits are made in. */
  path: string;
  /** A bare copy, what the HTTP and SSH servers serve. */
  bare: string;
  first: string;
  second: string;
  feature: string;
};

/**
 * main: two commits by Alice and Bob (the second adds symlinks pointing out of the repository);
 * `feature`: one more by Bob; tag `v1.0` (annotated) on the first commit.
 */
export function sampleRepository(root: string): SampleRepository {
  const path = join(root, 'source');
  mkdirSync(path, { recursive: true });
  git(path, ['init', '--quiet']);
  const first = commit(path, {
    author: 'alice',
    date: '2024-03-01T10:00:00+01:00',
    message: 'Add the readme\n\nA longer body that is not the first line.',
    files: { 'README.md': '# Sample\n', 'src/main.ts': 'export const answer = 42;\n' },
  });
  git(path, ['tag', '-a', 'v1.0', '-m', 'First release'], { GIT_COMMITTER_DATE: '2024-03-01T10:00:00Z' });
  const second = commit(path, {
    author: 'bob',
    date: '2024-04-02T12:30:00Z',
    message: 'Add links',
    links: { leak: '/etc/passwd', up: '../../outside' },
  });
  git(path, ['checkout', '--quiet', '-b', 'feature']);
  const feature = commit(path, {
    author: 'bob',
    date: '2024-05-03T08:00:00Z',
    message: 'Work on a feature',
    files: { 'src/feature.ts': 'export const feature = true;\n' },
  });
  git(path, ['checkout', '--quiet', 'main']);
  const bare = join(root, 'served', 'sample.git');
  git(root, ['clone', '--quiet', '--bare', path, bare]);
  return { path, bare, first, second, feature };
}

/** A bare repository holding `megabytes` MB of incompressible blobs. */
export function largeRepository(root: string, megabytes: number): string {
  const path = join(root, 'large-source');
  mkdirSync(path, { recursive: true });
  git(path, ['init', '--quiet']);
  const files: Record<string, Buffer> = {};
  for (let i = 0; i < megabytes; i++) files[`blob-${i}.bin`] = randomBytes(1 << 20);
  commit(path, { author: 'alice', date: '2024-01-01T00:00:00Z', message: 'Random data', files });
  const bare = join(root, 'served', 'large.git');
  git(root, ['clone', '--quiet', '--bare', path, bare]);
  return bare;
}

export const tempRoot = (name: string) => mkdtempSync(join(tmpdir(), `argus-ws-test-${name}-`));

/** The entries of `dir`'s parent that belong to `dir`: itself and any partial clone of it. */
export function leftovers(dir: string): string[] {
  const name = dir.slice(dirname(dir).length + 1);
  return readdirSync(dirname(dir)).filter((entry) => entry === name || entry.startsWith(`${name}.partial-`));
}
