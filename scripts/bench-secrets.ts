/**
 * `npm run bench:secrets -- [--commits N] <bare repository> [<bare repository> …]`: the secrets engine on
 * real repositories with their history (bare git snapshots, e.g. git/git and golang/vulndb as the search
 * tool's `fetch` brings them). For each: a checkout in a temporary directory; the working tree's scan in
 * MB/s against `git grep -E` of the rules' keywords over the same checkout (the floor: a C search with no
 * regex per rule); the history's last N commits (10 000 by default, 0: all of it) in commits/s; the
 * matches found and the process's peak RSS. Targets (issue 25): tree ≥ 25 MB/s, 10 000 commits ≤ 60 s.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { GitleaksIgnore } from '../src/server/analysis/secrets/engine/gitleaks-ignore';
import { scanHistory } from '../src/server/analysis/secrets/history/scan-history';
import { loadRules } from '../src/server/analysis/secrets/rules/load-rules';
import { scanTree } from '../src/server/analysis/secrets/tree/scan-tree';
import type { SecretsSkipped } from '../src/server/analysis/secrets/types';

const args = process.argv.slice(2);
const commitsAt = args.indexOf('--commits');
const COMMITS = commitsAt === -1 ? 10_000 : Number(args.splice(commitsAt, 2)[1]);
const repositories = args.map((path) => resolve(path));
if (repositories.length === 0 || !(COMMITS >= 0)) {
  console.error('usage: npm run bench:secrets -- [--commits N] <bare repository> [<bare repository> …]');
  process.exit(2);
}

const git = (cwd: string, gitArgs: string[]) =>
  execFileSync('git', gitArgs, { cwd, encoding: 'utf8', maxBuffer: 64 << 20 }).trim();
const mib = (bytes: number) => bytes / (1 << 20);
const seconds = (from: number) => (performance.now() - from) / 1000;
const rules = loadRules(null);
const keywords = [...new Set(rules.rules.flatMap((rule) => rule.keywords))];
const rssBefore = process.memoryUsage().rss;

for (const bare of repositories) {
  const parent = mkdtempSync(join(tmpdir(), 'argus-bench-secrets-'));
  const dir = join(parent, 'work');
  try {
    try {
      execFileSync('git', ['clone', '--quiet', bare, dir], { stdio: 'ignore' });
    } catch {
      // A snapshot whose largest files are absent cannot be checked out.
      console.log(`\n${bare}: cannot be checked out (git clone failed), left out`);
      continue;
    }
    const head = git(dir, ['rev-parse', 'HEAD']);
    const ignore = await GitleaksIgnore.read(dir);
    console.log(`\n${bare} at ${head.slice(0, 12)}`);

    const skipped: SecretsSkipped = { binary: 0, too_large: 0, lockfile: 0, ignored_path: 0 };
    let bytes = 0;
    let treeMatches = 0;
    let started = performance.now();
    const files = await scanTree({
      dir,
      rules,
      ignore,
      skipped,
      onMatch: () => treeMatches++,
      onFile: (_, read) => {
        bytes = read;
      },
    });
    const treeSeconds = seconds(started);
    console.log(
      `tree: ${files} files, ${mib(bytes).toFixed(1)} MiB in ${treeSeconds.toFixed(2)} s = ${(mib(bytes) / treeSeconds).toFixed(1)} MiB/s; ${treeMatches} matches; skipped ${JSON.stringify(skipped)}`,
    );

    // The floor: git's own search of the same checkout for any keyword, case-insensitive, binaries left out.
    started = performance.now();
    const grepArgs = ['grep', '-I', '-i', '-F', '-c', ...keywords.flatMap((keyword) => ['-e', keyword])];
    let grepLines = 0;
    try {
      grepLines = git(dir, grepArgs)
        .split('\n')
        .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(':') + 1)), 0);
    } catch {
      // Exit 1: no line matched.
    }
    const grepSeconds = seconds(started);
    started = performance.now();
    try {
      git(dir, ['grep', '-I', '-i', '-E', '-c', ...keywords.flatMap((keyword) => ['-e', literal(keyword)])]);
    } catch {
      // Exit 1: no line matched.
    }
    const grepESeconds = seconds(started);
    console.log(
      `floor: git grep -F of ${keywords.length} keywords ${grepSeconds.toFixed(2)} s (${grepLines} lines), git grep -E ${grepESeconds.toFixed(2)} s = ${(mib(bytes) / grepESeconds).toFixed(1)} MiB/s`,
    );

    const since =
      COMMITS === 0 ? null : git(dir, ['rev-list', '--no-merges', '--max-count=1', `--skip=${COMMITS}`, 'HEAD']);
    let historyMatches = 0;
    started = performance.now();
    const commits = await scanHistory({
      dir,
      revisions: since ? [head, `^${since}`] : [head],
      rules,
      ignore,
      onMatch: () => historyMatches++,
    });
    const historySeconds = seconds(started);
    console.log(
      `history: ${commits} commits in ${historySeconds.toFixed(1)} s = ${(commits / historySeconds).toFixed(0)} commits/s; ${historyMatches} matches`,
    );
    const started2 = performance.now();
    const patchBytes = Number(
      execFileSync(
        'sh',
        ['-c', `git log -p -U0 --no-merges --no-renames --format=%H ${since ? `${head} ^${since}` : head} | wc -c`],
        { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 20 },
      ).trim(),
    );
    console.log(
      `floor: git log -p alone ${seconds(started2).toFixed(1)} s (${mib(patchBytes).toFixed(0)} MiB of patches)`,
    );
  } finally {
    rmSync(parent, { recursive: true, force: true });
  }
}
const peak = process.resourceUsage().maxRSS * 1024;
console.log(
  `\npeak RSS of this process ${mib(peak).toFixed(0)} MiB (${mib(peak - rssBefore).toFixed(0)} MiB over its start)`,
);

function literal(keyword: string): string {
  return keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
