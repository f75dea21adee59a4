import { type FeaturesOf, FoundSecrets } from './engine/found-secrets';
import { GitleaksIgnore } from './engine/gitleaks-ignore';
import { countCommits, historyRange } from '../git/history-range';
import { scanHistory } from './history/scan-history';
import { Progress } from './progress';
import { loadRules } from './rules/load-rules';
import { scanTree } from './tree/scan-tree';
import type { SecretsJobOptions, SecretsResult, SecretsSkipped } from './types';

export type SecretsRequest = {
  /** A workspace: a checkout with its .git. */
  dir: string;
  /** The commit checked out (the workspace's HEAD): the history is read up to it. */
  head: string;
  options: SecretsJobOptions;
  /** The model's features of a finding, from its first sighting (./model/features.ts in the service). */
  featuresOf: FeaturesOf;
  onProgress?: (progress: number | null, phase: string) => void;
  signal?: AbortSignal;
};

/**
 * The secrets analysis (CONTRACT §18): the lines added by the commits after `options.since` (all of them
 * on a first run), then the checked-out files, against the rules; every match grouped by its keyed
 * fingerprint. Only fingerprints, masked previews and features leave: no secret in the result. Rejects
 * with the signal's reason when aborted, git's process group killed.
 */
export async function analyseSecrets(request: SecretsRequest): Promise<SecretsResult> {
  const { dir, head, options, signal } = request;
  signal?.throwIfAborted();
  const rules = loadRules(options.rulesFile);
  const found = new FoundSecrets(options.fingerprintKey, request.featuresOf);
  const ignore = await GitleaksIgnore.read(dir);
  const skipped: SecretsSkipped = { binary: 0, too_large: 0, lockfile: 0, ignored_path: 0 };

  const range = await historyRange(dir, head, options.since, signal);
  // The history read leaves merges out (their lines were added by the commits merged).
  const progress = new Progress(await countCommits(dir, range, { merges: false }, signal), request.onProgress);
  const commitsScanned = await scanHistory({
    dir,
    revisions: range.revisions,
    rules,
    ignore,
    onMatch: (match, sighting) => found.inHistory(match, sighting),
    onCommit: (commits) => progress.commits(commits),
    signal,
  });
  const filesScanned = await scanTree({
    dir,
    rules,
    ignore,
    skipped,
    onMatch: (match, sighting) => found.inTree(match, sighting),
    onFile: (files) => progress.files(files),
    signal,
  });
  progress.done(commitsScanned, filesScanned);
  return { findings: found.results(), files_scanned: filesScanned, commits_scanned: commitsScanned, skipped, head };
}
