import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestRepository } from '../../../test/git-repository';
import { analyseClones } from '../analyse-clones';
import { type ClonesResult, DEFAULT_CLONES_OPTIONS } from '../types';

/** express's lib/view.js (fixtures/SOURCES.md): code from line 9 (`'use strict';`) to 205 (`}`), 647 tokens. */
const VIEW = readFileSync(join(import.meta.dirname, 'fixtures/view.js.txt'), 'utf8');
const INDEX = readFileSync(join(import.meta.dirname, 'fixtures/index.js.txt'), 'utf8');
const viewLines = (from: number, to: number) => VIEW.split('\n').slice(from - 1, to);

/** Names the copy's author chose instead (none of them occurs in a string of the file). */
const RENAMES: Record<string, string> = {
  View: 'Template',
  opts: 'settings',
  fileName: 'target',
  roots: 'folders',
  mod: 'moduleName',
  fn: 'render',
  dir: 'folder',
};
const renamed = VIEW.replace(new RegExp(`\\b(${Object.keys(RENAMES).join('|')})\\b`, 'g'), (name) => RENAMES[name]!);

const ALICE = { author: 'Alice Example', email: 'alice@example.com' };
const BOB = { author: 'Bob Example', email: 'bob@example.com' };

let repo: TestRepository;
let result: ClonesResult;
let first: string;
let second: string;

beforeAll(async () => {
  repo = new TestRepository();
  first = repo.commit({ ...ALICE, date: '2026-01-05T10:00:00Z', files: { 'lib/view.js': VIEW, 'index.js': INDEX } });
  second = repo.commit({
    ...BOB,
    date: '2026-02-05T10:00:00Z',
    files: {
      'copy/view.js': VIEW,
      'renamed/template.js': renamed,
      // The constructor's first ten lines (52–61, about 70 tokens): a clone.
      'pieces/long.js': `${viewLines(52, 61).join('\n')}\n`,
      // The same tokens on two lines: fewer than 5 lines, not a clone.
      'pieces/joined.js': `${viewLines(52, 56).join(' ')}\n${viewLines(57, 61).join(' ')}\n`,
      // Four lines, about 30 tokens: fewer than 50, not a clone.
      'pieces/short.js': `${viewLines(52, 55).join('\n')}\n`,
      // Never read: installed, built or vendored code, generated files, data, binary and oversized files.
      'node_modules/express/lib/view.js': VIEW,
      'dist/view.js': VIEW,
      'vendor/view.js': VIEW,
      'lib/view.min.js': VIEW,
      'package-lock.json': '{"lockfileVersion": 3}\n',
      'README.md': VIEW,
      'lib/blob.js': Buffer.concat([Buffer.from(VIEW), Buffer.from([0, 1, 2])]),
      'lib/huge.js': VIEW.repeat(40),
    },
  });
  // A link is not followed: its target would be read twice (or, pointing outside, read at all).
  symlinkSync('view.js', join(repo.dir, 'lib/link.js'));
  mkdirSync(join(repo.dir, 'linked'));
  symlinkSync('../lib', join(repo.dir, 'linked/lib'));
  writeFileSync(join(repo.dir, 'lib/empty.js'), '');
  result = await analyseClones({
    dir: repo.dir,
    commit: second,
    options: { ...DEFAULT_CLONES_OPTIONS, maxFileBytes: 100_000 },
  });
});
afterAll(() => repo.remove());

const involving = (file: string) => result.clones.filter((c) => c.a.file === file || c.b.file === file);

describe('clones within a project', () => {
  it('reads the code files only, each once', () => {
    expect(result.files.map((f) => f.path)).toEqual([
      'copy/view.js',
      'index.js',
      'lib/empty.js',
      'lib/view.js',
      'pieces/joined.js',
      'pieces/long.js',
      'pieces/short.js',
      'renamed/template.js',
    ]);
    expect(result.skipped).toEqual({ generated: 2, too_large: 1, binary: 1, unknown_format: 1 });
    expect(result.files.find((f) => f.path === 'lib/view.js')).toMatchObject({ lines: 205, tokens: 647 });
    expect(result.files.find((f) => f.path === 'lib/empty.js')).toMatchObject({ lines: 0, tokens: 0 });
  });

  it('finds an exact copy: the whole file, from its first line of code to its last', () => {
    expect(involving('lib/view.js')).toEqual([
      {
        format: 'javascript',
        tokens: 647,
        a: { file: 'copy/view.js', start_line: 9, end_line: 205, commit: second, ...BOB_SIDE },
        b: { file: 'lib/view.js', start_line: 9, end_line: 205, commit: first, ...ALICE_SIDE },
      },
    ]);
  });

  it('finds a copy whose identifiers were renamed', () => {
    expect(renamed).not.toBe(VIEW);
    expect(involving('renamed/template.js')).toEqual([
      {
        format: 'javascript',
        tokens: 647,
        a: { file: 'copy/view.js', start_line: 9, end_line: 205, commit: second, ...BOB_SIDE },
        b: { file: 'renamed/template.js', start_line: 9, end_line: 205, commit: second, ...BOB_SIDE },
      },
    ]);
  });

  it('finds a copied fragment at its lines in both files', () => {
    const [clone, ...more] = involving('pieces/long.js');
    expect(more).toEqual([]);
    expect(clone).toMatchObject({
      a: { file: 'copy/view.js', start_line: 52, end_line: 61 },
      b: { file: 'pieces/long.js', start_line: 1, end_line: 10 },
    });
    expect(clone!.tokens).toBeGreaterThanOrEqual(50);
  });

  it('leaves out fragments under the thresholds: too few lines, too few tokens', () => {
    expect(involving('pieces/joined.js')).toEqual([]);
    expect(involving('pieces/short.js')).toEqual([]);
    expect(result.clones).toHaveLength(3);
  });

  it('keeps fingerprints that are the same for the same code wherever it is', () => {
    const of = (file: string) => result.fingerprints.find((f) => f.file === file)!;
    expect(of('lib/view.js').hashes.length).toBeGreaterThan(0);
    expect(of('copy/view.js').hashes).toEqual(of('lib/view.js').hashes);
    expect(of('renamed/template.js').hashes).toEqual(of('lib/view.js').hashes);
    expect(of('copy/view.js').start_lines).toEqual(of('lib/view.js').start_lines);
    // Winnowing keeps at least one window in every 8: 647 tokens give 598 windows.
    expect(of('lib/view.js').hashes.length).toBeGreaterThanOrEqual(Math.ceil(598 / 8));
    expect(of('lib/view.js').hashes.length).toBeLessThan(598 / 2);
  });
});

const ALICE_SIDE = { author_name: ALICE.author, author_email: ALICE.email };
const BOB_SIDE = { author_name: BOB.author, author_email: BOB.email };
