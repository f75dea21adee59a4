import { startGit } from '../git/git-process';
import { countCommits, historyRange } from '../git/history-range';
import { NulRecords } from '../git/nul-records';
import { readingGit } from '../git/reading-git';
import { AuthorTally } from './author-tally';
import { technologyOf } from './languages';
import { LOG_FORMAT, LogRecords } from './log-records';
import { HistoryProgress } from './progress';
import type { AuthorsRequest, AuthorsResult } from './types';

/**
 * The authors analysis (CONTRACT §15): streams `git log` of the workspace and adds up figures per
 * author identity. Rejects with the signal's reason when aborted, git's process group killed.
 */
export async function analyseAuthors(request: AuthorsRequest): Promise<AuthorsResult> {
  const { dir, head, since, signal } = request;
  signal?.throwIfAborted();
  const range = await historyRange(dir, head, since, signal);
  const total = await countCommits(dir, range, { merges: true }, signal);
  const progress = new HistoryProgress(total, request.onProgress);
  progress.commits(0);

  const tally = new AuthorTally(technologyOf);
  const records = new LogRecords(tally);
  const splitter = new NulRecords(records.record);
  // Merges print no numstat without -m, so their lines are not counted (as in `git log --numstat`).
  // A textconv or external diff driver from the workspace's config would change the counts.
  // biome-ignore format: the options read best together
  const args = [
    'log', '--use-mailmap', '--numstat', '--no-renames', '--no-textconv', '--no-ext-diff', '-z',
    `--format=${LOG_FORMAT}`, '--end-of-options', ...range.revisions, '--',
  ];
  const git = startGit(readingGit(dir, args, signal));
  try {
    for await (const chunk of git.stdout) {
      splitter.push(chunk as Buffer);
      progress.commits(tally.commitsRead);
    }
    splitter.end();
  } catch (error) {
    // A parse error leaves git running: nothing reads its pipe any more.
    git.kill();
    // A pipe torn by the kill is the cancellation, not a failure of its own.
    signal?.throwIfAborted();
    throw error;
  }
  const { code, stderrTail } = await git.exit;
  signal?.throwIfAborted();
  if (code !== 0) throw new Error(`git log failed (exit ${code}): ${stderrTail.trim()}`);
  progress.done(tally.commitsRead);

  return { head, full: range.full, authors: tally.figures(), new_commits_count: tally.commitsRead };
}
