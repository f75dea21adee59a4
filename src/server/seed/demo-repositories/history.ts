import { type Edit, type Identity, identityOf, type Plan, rawDate } from './plan';
import type { TreeFile } from './tree';

type Files = Map<string, TreeFile>;

type FileOp = { path: string; file: TreeFile | null };

type Commit = {
  branch: string;
  mark: number;
  author: Identity;
  date: string;
  message: string;
  /** The parent when the commit starts a branch (a mark); later commits follow their branch's tip. */
  from?: number;
  merge?: number;
  /** The merged branch, whose ref goes once merged. */
  merged?: string;
  ops: FileOp[];
};

export type History = {
  commits: Commit[];
  tags: { name: string; mark: number; tagger: Identity; date: string; message: string }[];
  /** The plan's `branches`, set at the end. */
  refs: { branch: string; mark: number }[];
};

const same = (a: TreeFile | undefined, b: TreeFile | undefined) =>
  a === b || (!!a && !!b && a.executable === b.executable && a.content.equals(b.content));

function derive(path: string, edit: Exclude<Edit, 'delete'>, tree: Files): TreeFile {
  if (typeof edit === 'object' && 'text' in edit) return { content: Buffer.from(edit.text), executable: false };
  const shipped = tree.get(path);
  if (!shipped) throw new Error(`${path} is not in the shipped tree`);
  if (edit === 'final') return shipped;
  let lines = shipped.content.toString('utf8').split('\n');
  for (const [first, last] of edit.without_lines ?? []) {
    if (first > last || last > lines.length) throw new Error(`${path} has no lines ${first}-${last}`);
  }
  const cut = (n: number) => edit.without_lines?.some(([first, last]) => n >= first && n <= last) ?? false;
  lines = lines.filter((_, i) => !cut(i + 1));
  if (edit.drop_last) {
    // The last element is what follows the final newline.
    if (edit.drop_last >= lines.length - 1) throw new Error(`${path} has fewer than ${edit.drop_last} lines`);
    lines.splice(lines.length - 1 - edit.drop_last, edit.drop_last);
  }
  let text = lines.join('\n');
  for (const [found, put] of edit.replace ?? []) {
    if (!text.includes(found)) throw new Error(`${path} does not contain ${JSON.stringify(found)}`);
    text = text.split(found).join(put);
  }
  return { content: Buffer.from(text), executable: shipped.executable };
}

function apply(state: Files, files: Record<string, Edit>, tree: Files) {
  for (const [key, edit] of Object.entries(files)) {
    if (key.endsWith('/')) {
      if (edit === 'final') for (const [path, file] of tree) path.startsWith(key) && state.set(path, file);
      else if (edit === 'delete') for (const path of [...state.keys()]) path.startsWith(key) && state.delete(path);
      else throw new Error(`${key}: a folder takes "final" or "delete"`);
    } else if (edit === 'delete') {
      if (!state.delete(key)) throw new Error(`${key} is deleted but does not exist`);
    } else {
      state.set(key, derive(key, edit, tree));
    }
  }
}

function diff(before: Files, after: Files): FileOp[] {
  const paths = [...new Set([...before.keys(), ...after.keys()])].sort();
  return paths
    .filter((p) => !same(before.get(p), after.get(p)))
    .map((path) => ({ path, file: after.get(path) ?? null }));
}

/**
 * Plays a plan against the shipped tree: every commit's file changes, the merges' trees, and a check that
 * the plan's `ref` ends with exactly the shipped tree (so a plan and its tree cannot drift apart).
 */
export function compileHistory(plan: Plan, tree: Files, people: Map<string, Identity>): History {
  const states = new Map<string, Files>();
  const forks = new Map<string, Files>();
  const tips = new Map<string, number>();
  const ids = new Map<string, number>();
  const history: History = { commits: [], tags: [], refs: [] };

  plan.commits.forEach((planned, index) => {
    const mark = index + 1;
    const where = `commit ${mark} (${planned.message.split('\n')[0]})`;
    const branch = planned.branch ?? plan.ref;
    let from: number | undefined;
    if (!states.has(branch)) {
      if (index === 0) states.set(branch, new Map());
      else {
        const base = planned.from ?? plan.ref;
        if (!states.has(base)) throw new Error(`${where}: branch ${base} does not exist yet`);
        states.set(branch, new Map(states.get(base)));
        forks.set(branch, new Map(states.get(base)));
        from = tips.get(base);
      }
    }
    const before = states.get(branch)!;
    const after = new Map(before);
    let merge: number | undefined;
    if (planned.merge) {
      const theirs = states.get(planned.merge);
      const fork = forks.get(planned.merge);
      if (!theirs || !fork) throw new Error(`${where}: nothing to merge from ${planned.merge}`);
      for (const { path, file } of diff(fork, theirs)) {
        if (!same(fork.get(path), before.get(path)) && !same(before.get(path), file ?? undefined)) {
          throw new Error(`${where}: ${path} changed on both sides`);
        }
        if (file) after.set(path, file);
        else after.delete(path);
      }
      merge = tips.get(planned.merge);
      states.delete(planned.merge);
    }
    try {
      apply(after, planned.files, tree);
    } catch (error) {
      throw new Error(`${where}: ${(error as Error).message}`);
    }
    const ops = diff(before, after);
    if (ops.length === 0 && merge === undefined) throw new Error(`${where} changes nothing`);
    const author = identityOf(planned.author, people);
    const date = rawDate(planned.date);
    history.commits.push({
      branch,
      mark,
      author,
      date,
      message: planned.message,
      from,
      merge,
      merged: planned.merge,
      ops,
    });
    states.set(branch, after);
    tips.set(branch, mark);
    if (planned.id) ids.set(planned.id, mark);
    if (planned.tag)
      history.tags.push({ name: planned.tag, mark, tagger: author, date, message: `Release ${planned.tag}` });
  });

  const mismatch = diff(states.get(plan.ref) ?? new Map(), tree).map((op) => op.path);
  if (mismatch.length > 0) throw new Error(`${plan.ref} does not end with the shipped tree: ${mismatch.join(', ')}`);
  for (const [branch, id] of Object.entries(plan.branches)) {
    const mark = ids.get(id);
    if (mark === undefined) throw new Error(`branch ${branch}: no commit with id ${id}`);
    history.refs.push({ branch, mark });
  }
  return history;
}
