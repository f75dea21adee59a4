import { configArguments, hardenedEnvironment, REPOSITORY_PROGRAMS_OFF } from '../git/environment';
import { GitStartError, startGit } from '../git/git-process';

/** More than this read without reaching the lines asked for: the file is not shown (a minified bundle, a blob). */
const MAX_BYTES = 1 << 20;
const TIMEOUT_MS = 10_000;

/**
 * A path inside a repository as git names it: relative, normalised, no `..`, no control characters.
 * Anything else is refused before it reaches git, which would read `./` and `../` relative to its cwd.
 */
function isRepositoryPath(path: string): boolean {
  if (path.length === 0 || path.length > 4096 || path.startsWith('/')) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(path)) return false;
  return path.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

/** A commit id as git prints it (SHA-1 or SHA-256). */
const isCommitId = (text: string) => /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(text);

export type FileLines =
  | { available: true; lines: string[] }
  | { available: false; reason: 'no_workspace' | 'not_found' | 'too_large' | 'failed' };

/**
 * Lines `from`–`to` (1-based; fewer at the end of the file) of `path` as `commit` holds it in the
 * workspace `dir`: `git cat-file` reads the object database only, so no hook, filter, fsmonitor or
 * symbolic link of the repository comes into play, and git stops as soon as the lines are read.
 */
export async function fileLines(
  dir: string,
  commit: string,
  path: string,
  from: number,
  to: number,
): Promise<FileLines> {
  if (!isCommitId(commit) || !isRepositoryPath(path)) return { available: false, reason: 'not_found' };
  const git = startGit({
    args: [...configArguments(REPOSITORY_PROGRAMS_OFF), 'cat-file', 'blob', `${commit}:${path}`],
    cwd: dir,
    env: hardenedEnvironment({ ceiling: dir, extra: { GIT_OPTIONAL_LOCKS: '0' } }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const lines: string[] = [];
  let number = 1;
  let pending = '';
  let bytes = 0;
  let enough = false;
  try {
    for await (const chunk of git.stdout.setEncoding('utf8') as AsyncIterable<string>) {
      bytes += Buffer.byteLength(chunk);
      const parts = (pending + chunk).split('\n');
      pending = parts.pop()!;
      for (const line of parts) {
        if (number >= from && number <= to) lines.push(line.replace(/\r$/, ''));
        number += 1;
      }
      if (number > to) {
        enough = true;
        break;
      }
      if (bytes > MAX_BYTES) break;
    }
  } catch (error) {
    git.kill();
    return { available: false, reason: error instanceof GitStartError ? 'no_workspace' : 'failed' };
  }
  if (enough || bytes > MAX_BYTES) git.kill();
  const exit = await git.exit.catch((error: unknown) => (error instanceof GitStartError ? 'no_workspace' : 'failed'));
  if (exit === 'no_workspace') return { available: false, reason: 'no_workspace' };
  if (enough) return { available: true, lines };
  if (bytes > MAX_BYTES) return { available: false, reason: 'too_large' };
  if (exit === 'failed' || exit.code !== 0) return { available: false, reason: 'not_found' };
  if (pending !== '' && number >= from && number <= to) lines.push(pending.replace(/\r$/, ''));
  return { available: true, lines };
}
