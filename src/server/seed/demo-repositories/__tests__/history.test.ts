import { describe, expect, it } from 'vitest';
import { compileHistory } from '../history';
import type { Plan, PlannedCommit } from '../plan';
import type { TreeFile } from '../tree';

const file = (text: string): TreeFile => ({ content: Buffer.from(text), executable: false });
const tree = new Map([
  ['README.md', file('# demo\n\nline 3\nline 4\n')],
  ['src/app.js', file('one\ntwo\nthree\n')],
]);
const people = new Map([['ada@example.com', { name: 'Ada', email: 'ada@example.com' }]]);
const commit = (files: PlannedCommit['files'], extra: Partial<PlannedCommit> = {}): PlannedCommit => ({
  author: 'ada@example.com',
  date: '2026-03-02T09:15:00+01:00',
  message: 'change',
  files,
  ...extra,
});
const plan = (...commits: PlannedCommit[]): Plan => ({ ref: 'main', commits, branches: {} });
const text = (op: { file: TreeFile | null } | undefined) => op?.file?.content.toString();

describe('compileHistory', () => {
  it('derives intermediate contents from the shipped files', () => {
    const history = compileHistory(
      plan(
        commit({ 'README.md': { drop_last: 2 }, 'src/': 'final' }),
        commit({ 'README.md': { without_lines: [[3, 3]], replace: [['demo', 'Demo']] } }),
        commit({ 'README.md': 'final' }),
      ),
      tree,
      people,
    );
    expect(text(history.commits[0]!.ops[0])).toBe('# demo\n\n');
    expect(text(history.commits[1]!.ops[0])).toBe('# Demo\n\nline 4\n');
    expect(history.commits[0]!.date).toBe('1772439300 +0100');
    expect(history.commits[0]!.author).toEqual({ name: 'Ada', email: 'ada@example.com' });
  });

  it('gives a merge the changes of the merged branch', () => {
    const history = compileHistory(
      plan(
        commit({ 'README.md': 'final' }),
        commit({ 'src/app.js': { drop_last: 1 } }, { branch: 'feature' }),
        commit({ 'src/app.js': 'final' }, { branch: 'feature' }),
        commit({}, { merge: 'feature' }),
      ),
      tree,
      people,
    );
    const merge = history.commits[3]!;
    expect(merge).toMatchObject({ merge: 3, merged: 'feature', branch: 'main' });
    expect(merge.ops.map((op) => op.path)).toEqual(['src/app.js']);
    expect(history.commits[1]!.from).toBe(1);
  });

  it('refuses a plan that does not end with the shipped tree, or does not fit it', () => {
    expect(() => compileHistory(plan(commit({ 'README.md': 'final' })), tree, people)).toThrow(/src\/app\.js/);
    expect(() => compileHistory(plan(commit({ 'README.md': { replace: [['absent', 'x']] } })), tree, people)).toThrow(
      /does not contain "absent"/,
    );
    expect(() => compileHistory(plan(commit({ 'nope.txt': 'final' })), tree, people)).toThrow(/not in the shipped/);
    expect(() =>
      compileHistory(plan(commit({ 'src/': 'final' }, { author: 'who@example.com' })), tree, people),
    ).toThrow(/unknown author/);
    expect(() =>
      compileHistory(
        plan(
          commit({ 'src/app.js': { drop_last: 2 } }),
          commit({ 'src/app.js': { drop_last: 1 } }, { branch: 'feature' }),
          commit({ 'src/app.js': 'final', 'README.md': 'final' }),
          commit({}, { merge: 'feature' }),
        ),
        tree,
        people,
      ),
    ).toThrow(/changed on both sides/);
  });
});
