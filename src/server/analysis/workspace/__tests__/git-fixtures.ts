import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect } from 'vitest';
import { type Author, TestRepository } from '../../../test/git-repository';
import { WorkspaceError, type WorkspaceFailure } from '../types';

export const alice: Author = { author: 'Alice Example', email: 'alice@example.org' };
const bob: Author = { author: 'Bob Example', email: 'bob@example.org' };

export type SampleRepository = {
  /** The working repository commits are made in. */
  source: TestRepository;
  /** A bare copy, what the HTTP and SSH servers serve. */
  bare: string;
  first: string;
  second: string;
  feature: string;
};

/**
 * main: two commits by Alice and Bob (the second adds symlinks pointing out of the repository);
 * `feature`: one more by Bob; tag `v1.0` (annotated) on the first commit. Served from `<root>/served`.
 */
export function sampleRepository(root: string): SampleRepository {
  const source = new TestRepository(join(root, 'source'));
  const first = source.commit({
    ...alice,
    date: '2024-03-01T10:00:00+01:00',
    message: 'Add the readme\n\nA longer body that is not the first line.',
    files: { 'README.md': '# Sample\n', 'src/main.ts': 'export const answer = 42;\n' },
  });
  source.tag('v1.0', { message: 'First release', date: '2024-03-01T10:00:00Z' });
  symlinkSync('/etc/passwd', join(source.dir, 'leak'));
  symlinkSync('../../outside', join(source.dir, 'up'));
  const second = source.commit({ ...bob, date: '2024-04-02T12:30:00Z', message: 'Add links' });
  source.checkout('feature', { create: true });
  const feature = source.commit({
    ...bob,
    date: '2024-05-03T08:00:00Z',
    message: 'Work on a feature',
    files: { 'src/feature.ts': 'export const feature = true;\n' },
  });
  source.checkout('main');
  const bare = source.cloneBare(join(root, 'served', 'sample.git'));
  return { source, bare, first, second, feature };
}

/** A bare repository at `<root>/served/large.git` holding `megabytes` MB of incompressible blobs. */
export function largeRepository(root: string, megabytes: number): string {
  const source = new TestRepository(join(root, 'large-source'));
  const files: Record<string, Buffer> = {};
  for (let i = 0; i < megabytes; i++) files[`blob-${i}.bin`] = randomBytes(1 << 20);
  source.commit({ ...alice, date: '2024-01-01T00:00:00Z', message: 'Random data', files });
  return source.cloneBare(join(root, 'served', 'large.git'));
}

export const tempRoot = (name: string) => mkdtempSync(join(tmpdir(), `argus-ws-test-${name}-`));

/** The entries of `dir`'s parent that belong to `dir`: itself and any partial clone of it. */
export function leftovers(dir: string): string[] {
  const name = dir.slice(dirname(dir).length + 1);
  return readdirSync(dirname(dir)).filter((entry) => entry === name || entry.startsWith(`${name}.partial-`));
}

/** The WorkspaceError a sync rejects with. */
export async function rejection(sync: Promise<unknown>): Promise<WorkspaceError> {
  const error = await sync.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WorkspaceError);
  return error as WorkspaceError;
}

/** The failure a sync rejects with. */
export const failure = async (sync: Promise<unknown>): Promise<WorkspaceFailure> => (await rejection(sync)).failure;
