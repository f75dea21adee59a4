import { type Author, TestRepository } from '../../../test/git-repository';

/**
 * The shared history: four people, one of whom commits under two emails joined by .mailmap, a mixed-case
 * email, a --no-ff merge, a binary file, paths with a space, unicode and a tab, an empty commit, and
 * author dates in several time zones (one whose UTC month differs from its local month).
 */

export const alice: Author = { author: 'Alice Liddell', email: 'alice@example.com' };
const aliceAtWork: Author = { author: 'Alice Liddell', email: 'Alice.Work@Corp.Example' };
export const bob: Author = { author: 'Bob Stone', email: 'BOB@Example.COM' };
export const carol: Author = { author: 'Carol Añez', email: 'carol@example.org' };
export const dave: Author = { author: 'Dave Ng', email: 'dave@example.net' };

export const lines = (count: number, prefix = 'line') =>
  Array.from({ length: count }, (_, i) => `${prefix} ${i + 1}\n`).join('');

const png = (seed: number) => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, seed, 0, 255]);

export function buildHistory(): TestRepository {
  const repo = new TestRepository();
  repo.commit({
    ...dave,
    date: '2023-01-05T12:00:00Z',
    files: { '.mailmap': 'Alice Liddell <alice@example.com> <alice.work@corp.example>\n', 'README.md': lines(4) },
  });
  repo.commit({
    ...aliceAtWork,
    date: '2023-01-10T09:00:00+01:00',
    files: { 'src/app.ts': lines(10), 'src/util.ts': lines(5) },
  });
  // 23:30 at UTC-2 is already February in UTC.
  repo.commit({
    ...bob,
    date: '2023-01-31T23:30:00-02:00',
    files: { 'tools/build.py': lines(6), 'cmd/main.go': lines(8) },
  });
  // app.ts: lines 3 and 4 replaced, three appended: +5 -2.
  const app = lines(10).replace('line 3\nline 4\n', 'third\nfourth\n') + lines(3, 'more');
  repo.commit({ ...alice, date: '2023-02-14T10:00:00Z', files: { 'src/app.ts': app, 'docs/my notes.md': lines(2) } });
  repo.commit({
    ...carol,
    date: '2023-03-01T08:00:00+05:30',
    files: { Dockerfile: lines(3), Makefile: lines(2), 'java/App.java': lines(7) },
  });
  repo.checkout('feature', { create: true });
  repo.commit({ ...carol, date: '2023-03-02T10:00:00Z', files: { 'cs/Program.cs': lines(6) } });
  repo.checkout('main');
  // build.py: line 6 replaced, one appended: +2 -1; a binary and a unicode path.
  repo.commit({
    ...bob,
    date: '2023-03-03T10:00:00Z',
    files: {
      'tools/build.py': `${lines(5)}sixth\nseventh\n`,
      'assets/logo.png': png(1),
      'données/ünïcode.py': lines(3),
    },
  });
  repo.merge('feature', { ...carol, date: '2023-03-04T09:00:00Z', message: 'Merge feature' });
  // 00:30 at UTC+2 on 1 April is still March in UTC. No files: a commit with no numstat lines.
  repo.commit({ ...dave, date: '2023-04-01T00:30:00+02:00' });
  repo.commit({
    ...dave,
    date: '2023-04-02T12:00:00Z',
    files: { 'assets/logo.png': png(2), 'weird\tname.go': lines(2) },
  });
  repo.commit({ ...aliceAtWork, date: '2023-05-05T16:45:00-07:00', files: { 'src/app.ts': `${app}last\n` } });
  return repo;
}
