import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { analyseAuthors } from '../analyse-authors';
import { type Author, git, gitProcessesIn, shortlog, type TestRepository } from '../../../test/git-repository';
import type { AuthorFigures, AuthorsResult } from '../types';
import { alice, bob, buildHistory, carol, dave, lines } from './history-fixture';

let repo: TestRepository;
let result: AuthorsResult;
const cleanup: TestRepository[] = [];

beforeAll(async () => {
  repo = buildHistory();
  cleanup.push(repo);
  result = await analyseAuthors({ dir: repo.dir, head: repo.head() });
});
afterAll(() => {
  for (const made of cleanup) made.remove();
});

const figuresOf = (person: Author, from = result): AuthorFigures => {
  const found = from.authors.find((author) => author.email === person.email.toLowerCase());
  if (!found) throw new Error(`no figures for ${person.email}`);
  return found;
};

/** Lines added/removed per mailmapped email, from `git diff-tree --numstat` commit by commit. */
function numstatSums(dir: string): Map<string, { added: number; removed: number }> {
  const sums = new Map<string, { added: number; removed: number }>();
  for (const line of git(dir, ['log', '--use-mailmap', '--format=%H %aE']).split('\n')) {
    const [sha, email] = line.split(' ') as [string, string];
    const sum = sums.get(email.toLowerCase()) ?? { added: 0, removed: 0 };
    // Without -m a merge shows no diff, as in `git log --numstat`.
    for (const entry of git(dir, ['diff-tree', '-r', '-z', '--root', '--numstat', '--no-commit-id', sha]).split('\0')) {
      const [added, removed] = entry.split('\t');
      if (removed === undefined) continue;
      sum.added += added === '-' ? 0 : Number(added);
      sum.removed += removed === '-' ? 0 : Number(removed);
    }
    sums.set(email.toLowerCase(), sum);
  }
  return sums;
}

describe('analyseAuthors on a whole history', () => {
  it('counts commits per identity as git shortlog does, .mailmap and mixed-case emails included', () => {
    const expected = shortlog(repo.dir);
    expect(expected.length).toBe(4);
    expect(result.authors.map((author) => [author.email, author.name, author.commits_count]).sort()).toEqual(
      expected.map(({ email, name, commits }) => [email, name, commits]).sort(),
    );
    expect(result).toMatchObject({ full: true, new_commits_count: 11, head: repo.head() });
    expect(figuresOf(alice).commits_count).toBe(3);
  });

  it('adds up lines as git diff-tree --numstat does, binary files as 0', () => {
    for (const [email, sum] of numstatSums(repo.dir)) {
      const figures = result.authors.find((author) => author.email === email)!;
      expect([email, figures.lines_added, figures.lines_removed]).toEqual([email, sum.added, sum.removed]);
    }
    // By hand: app.ts 10 + util.ts 5 + (app.ts +5 -2) + notes 2 + 1.
    expect(figuresOf(alice)).toMatchObject({ lines_added: 23, lines_removed: 2 });
    expect(figuresOf(bob)).toMatchObject({ lines_added: 19, lines_removed: 1 });
    // .mailmap 1 + README 4 + the tab-named Go file 2; the PNG twice, 0.
    expect(figuresOf(dave)).toMatchObject({ lines_added: 7, lines_removed: 0 });
  });

  it('counts merges, and the dates and months in UTC', () => {
    expect(figuresOf(carol)).toMatchObject({
      commits_count: 3,
      merges_count: 1,
      lines_added: 18,
      first_commit_at: '2023-03-01T02:30:00.000Z',
      last_commit_at: '2023-03-04T09:00:00.000Z',
      months: { '2023-03': 3 },
    });
    expect(figuresOf(bob)).toMatchObject({
      merges_count: 0,
      first_commit_at: '2023-02-01T01:30:00.000Z',
      months: { '2023-02': 1, '2023-03': 1 },
    });
    expect(figuresOf(alice)).toMatchObject({
      first_commit_at: '2023-01-10T08:00:00.000Z',
      last_commit_at: '2023-05-05T23:45:00.000Z',
      months: { '2023-01': 1, '2023-02': 1, '2023-05': 1 },
    });
    // The empty commit counts; its local April date is March in UTC.
    expect(figuresOf(dave).months).toEqual({ '2023-01': 1, '2023-03': 1, '2023-04': 1 });
  });

  it('counts lines changed per programming or markup language, by extension or file name', () => {
    // Markdown is prose: a README is no technology.
    expect(figuresOf(alice).technologies).toEqual({ TypeScript: 23 });
    expect(Object.keys(figuresOf(alice).technologies)[0]).toBe('TypeScript');
    // A unicode path and a path with a tab are read whole.
    expect(figuresOf(bob).technologies).toEqual({ Python: 12, Go: 8 });
    expect(figuresOf(carol).technologies).toEqual({ Java: 7, 'C#': 6, Dockerfile: 3, Makefile: 2 });
    // .mailmap is no language, the PNG changed no lines, the Markdown is prose.
    expect(figuresOf(dave).technologies).toEqual({ Go: 2 });
  });

  it('reports progress with the total known first, ending at 100', async () => {
    const reports: [number | null, string][] = [];
    await analyseAuthors({ dir: repo.dir, head: repo.head(), onProgress: (...report) => reports.push(report) });
    expect(reports[0]).toEqual([0, 'Reading history: 0 of 11 commits']);
    expect(reports.at(-1)).toEqual([100, 'Read 11 commits']);
    const percents = reports.map(([percent]) => percent ?? -1);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
  });

  it('fails naming the cause: an unknown head, no git, no workspace', async () => {
    await expect(analyseAuthors({ dir: repo.dir, head: 'f'.repeat(40) })).rejects.toThrow(/git log failed/);
    vi.stubEnv('PATH', join(repo.dir, 'no-bin'));
    try {
      await expect(analyseAuthors({ dir: repo.dir, head: repo.head() })).rejects.toThrow('git is not installed');
    } finally {
      vi.unstubAllEnvs();
    }
    const missing = join(repo.dir, 'missing');
    await expect(analyseAuthors({ dir: missing, head: repo.head() })).rejects.toThrow(`no workspace at ${missing}`);
  });
});

describe('analyseAuthors after an earlier run', () => {
  const eve: Author = { author: 'Eve Ode', email: 'eve@example.com' };

  it('reads only the commits after `since` when it is an ancestor of head', async () => {
    const copy = repo.clone();
    cleanup.push(copy);
    const since = copy.head();
    copy.commit({ ...bob, date: '2023-06-01T10:00:00Z', files: { 'tools/extra.py': lines(1) } });
    copy.commit({ ...eve, date: '2023-06-02T10:00:00Z', files: { 'src/lib.rs': lines(4) } });
    const later = await analyseAuthors({ dir: copy.dir, head: copy.head(), since });
    expect(later).toMatchObject({ full: false, new_commits_count: 2 });
    expect(later.authors.map((author) => [author.email, author.commits_count, author.lines_added])).toEqual([
      ['bob@example.com', 1, 1],
      ['eve@example.com', 1, 4],
    ]);
    expect(figuresOf(eve, later).technologies).toEqual({ Rust: 4 });

    const nothingNew = await analyseAuthors({ dir: copy.dir, head: copy.head(), since: copy.head() });
    expect(nothingNew).toMatchObject({ full: false, new_commits_count: 0, authors: [] });
  });

  it('reads the whole history again when `since` is no longer an ancestor or unknown', async () => {
    const copy = repo.clone();
    cleanup.push(copy);
    const since = copy.head();
    copy.git(['reset', '-q', '--hard', 'HEAD~3']);
    copy.commit({ ...eve, date: '2023-06-03T10:00:00Z', files: { 'src/lib.rs': lines(4) } });
    const total = Number(copy.git(['rev-list', '--count', 'HEAD']));
    const rewritten = await analyseAuthors({ dir: copy.dir, head: copy.head(), since });
    expect(rewritten).toMatchObject({ full: true, new_commits_count: total });
    expect(rewritten.authors.reduce((sum, author) => sum + author.commits_count, 0)).toBe(total);

    const unknown = await analyseAuthors({ dir: copy.dir, head: copy.head(), since: '0123456789'.repeat(4) });
    expect(unknown).toMatchObject({ full: true, new_commits_count: total });
  });
});

describe('analyseAuthors cancelled', () => {
  it('kills git and rejects promptly when aborted mid-read', async () => {
    const stuck = repo.clone();
    cleanup.push(stuck);
    // git log opens .mailmap before printing anything: a FIFO nobody writes to holds it there for good.
    rmSync(join(stuck.dir, '.mailmap'));
    execFileSync('mkfifo', [join(stuck.dir, '.mailmap')]);
    const controller = new AbortController();
    const run = analyseAuthors({ dir: stuck.dir, head: stuck.head(), signal: controller.signal });
    const settled = run.then(
      () => 'resolved',
      (error: Error) => error.name,
    );
    await expect
      .poll(() => gitProcessesIn(stuck.dir).some(({ args }) => args.includes('log')), { interval: 5 })
      .toBe(true);
    const abortedAt = performance.now();
    controller.abort();
    expect(await settled).toBe('AbortError');
    expect(performance.now() - abortedAt).toBeLessThan(1000);
    expect(gitProcessesIn(stuck.dir)).toEqual([]);
  });

  it('starts nothing with a signal already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(analyseAuthors({ dir: repo.dir, head: repo.head(), signal: controller.signal })).rejects.toThrow(
      /abort/i,
    );
  });
});
