import { existsSync } from 'node:fs';
import { configArguments, hardenedEnvironment, REPOSITORY_PROGRAMS_OFF } from '../git/environment';
import { runGit } from '../git/git-process';

/** At most this many lines of one fragment are answered. */
const MAX_FRAGMENT_LINES = 2000;

export type FragmentLines =
  | { available: true; lines: { number: number; text: string }[] }
  | { available: false; reason: string };

/** A repository path as the analysis stores them: relative, `/`-separated, no `.`/`..` parts, no NUL. */
function isRepositoryPath(path: string): boolean {
  return (
    path.length > 0 &&
    path.length <= 4096 &&
    !path.startsWith('/') &&
    !path.startsWith('-') &&
    !path.includes('\0') &&
    !path.includes('\\') &&
    path.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
  );
}

/**
 * Lines `start`–`end` of `file` as the workspace's repository held it at `commit` (`git cat-file blob`,
 * which runs no filter, textconv or hook and cannot name a file outside the repository's tree), or why
 * they cannot be read: the workspace or the commit is gone, or the file is not in it.
 */
export async function readFragment(
  workspace: string,
  commit: string | null,
  file: string,
  start: number,
  end: number,
): Promise<FragmentLines> {
  if (!commit || !/^[0-9a-f]{40,64}$/.test(commit) || !isRepositoryPath(file)) {
    return { available: false, reason: 'The fragment does not name a commit and file that can be read.' };
  }
  if (!existsSync(workspace)) return { available: false, reason: "The project's workspace no longer exists." };
  const outcome = await runGit({
    args: [...configArguments(REPOSITORY_PROGRAMS_OFF), 'cat-file', 'blob', `${commit}:${file}`],
    cwd: workspace,
    env: hardenedEnvironment({ extra: { GIT_OPTIONAL_LOCKS: '0' } }),
  }).catch(() => undefined);
  if (outcome?.code !== 0) {
    return { available: false, reason: "The project's workspace no longer holds this file at the analysed commit." };
  }
  const all = outcome.stdout.split('\n');
  const last = Math.min(end, start + MAX_FRAGMENT_LINES - 1, all.length);
  const lines: { number: number; text: string }[] = [];
  for (let number = start; number <= last; number++) lines.push({ number, text: all[number - 1]!.replace(/\r$/, '') });
  return { available: true, lines };
}
