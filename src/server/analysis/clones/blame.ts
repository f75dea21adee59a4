import { configArguments, hardenedEnvironment, REPOSITORY_PROGRAMS_OFF } from '../git/environment';
import { runGit } from '../git/git-process';

export type LineOrigin = { commit: string; author_name: string; author_email: string };

/** Blame's porcelain header of a line group: `<commit> <original line> <final line> [<lines>]`. */
const HEADER = /^([0-9a-f]{40,64}) \d+ (\d+)(?: \d+)?$/;

/**
 * Who last changed each of `lines` of `file` at `commit`: one `git blame --porcelain` with an `-L` per
 * line, in the hardened environment, without hooks, textconv or the workspace's own settings.
 */
export async function blameLines(
  dir: string,
  commit: string,
  file: string,
  lines: number[],
  signal?: AbortSignal,
): Promise<Map<number, LineOrigin>> {
  // blame takes no --end-of-options (git 2.39): the commit is checked to be an object name instead.
  if (!/^[0-9a-f]{40,64}$/.test(commit)) return new Map();
  const wanted = [...new Set(lines)].sort((a, b) => a - b);
  // biome-ignore format: the options read best together
  const args = [
    ...configArguments(REPOSITORY_PROGRAMS_OFF),
    'blame', '--porcelain', '--no-textconv', ...wanted.flatMap((line) => ['-L', `${line},${line}`]),
    commit, '--', file,
  ];
  const outcome = await runGit({
    args,
    cwd: dir,
    env: hardenedEnvironment({ extra: { GIT_OPTIONAL_LOCKS: '0' } }),
    signal,
  });
  const origins = new Map<number, LineOrigin>();
  if (outcome.code !== 0) return origins;
  const authors = new Map<string, { name: string; email: string }>();
  let current: { commit: string; line: number } | undefined;
  for (const text of outcome.stdout.split('\n')) {
    const header = HEADER.exec(text);
    if (header) {
      current = { commit: header[1]!, line: Number(header[2]) };
      if (!authors.has(current.commit)) authors.set(current.commit, { name: '', email: '' });
      continue;
    }
    if (!current) continue;
    const author = authors.get(current.commit)!;
    if (text.startsWith('author ')) author.name = text.slice('author '.length);
    else if (text.startsWith('author-mail ')) author.email = text.slice('author-mail '.length).replace(/^<|>$/g, '');
    else if (text.startsWith('\t')) {
      origins.set(current.line, { commit: current.commit, author_name: '', author_email: '' });
      current = undefined;
    }
  }
  for (const origin of origins.values()) {
    const author = authors.get(origin.commit)!;
    origin.author_name = author.name;
    origin.author_email = author.email;
  }
  return origins;
}
