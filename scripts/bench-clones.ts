/**
 * `npm run bench:clones -- [--others N] [--skip-jscpd] [--skip-within] REPO…` (issue 26): the clones analysis on real
 * public repositories, REPOs being bare git mirrors (by default the ones `fetch` leaves under
 * /work/.mirror: express, cargo, golang/vulndb, pypa/advisory-database, git).
 *
 * 1. Within a project: each REPO's HEAD is checked out to a temporary directory; the analysis (without
 *    blame, which jscpd does not do either) runs in a process of its own, then the `jscpd` CLI on the same
 *    tree with the same options (formats, 50 tokens, 5 lines, comments not counted: `--mode weak`, the
 *    same directories and generated files left out, files up to 1 MiB and of any length). Files/s and
 *    lines/s each as the tool counts them, wall time, peak RSS (`/usr/bin/time`).
 * 2. Across projects: on an embedded database, the first REPO's run (its analysis, then storeClones:
 *    index lookups, fragments, clones and figures) with an empty index, then with `--others` (49) other
 *    projects in the index: every other REPO's checkout and older releases of the first one (which share
 *    code with it), repeated under new projects until there are enough. Three runs each, the median.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyseClones } from '../src/server/analysis/clones/analyse-clones';
import { type ClonesResult, DEFAULT_CLONES_OPTIONS } from '../src/server/analysis/clones/types';
import { CODE_FORMATS } from '../src/server/analysis/clones/walk-tree';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/open';
import { replaceCloneIndex } from '../src/server/db/repositories/clone-index';
import { insertProject } from '../src/server/db/repositories/projects';
import { storeClones } from '../src/server/runs/store-clones';
import { bootstrap } from '../src/server/seed/bootstrap';

const MIRRORS = '/work/.mirror';
const DEFAULT_REPOS = [
  'expressjs+express',
  'rust-lang+cargo',
  'golang+vulndb',
  'pypa+advisory-database',
  'git+git',
].map((name) => join(MIRRORS, name, 'repo'));
/** Older releases of the first repository that join the index (when it has these tags). */
const OLDER = ['4.0.0', '4.10.0', '4.15.0', '4.17.0', '4.19.0', '4.21.0'];
const SCRIPT = fileURLToPath(import.meta.url);
const MiB = 1048576;

const nameOf = (repo: string) =>
  basename(repo) === 'repo' ? basename(dirname(repo)) : basename(repo).replace(/\.git$/, '');

/**
 * `ref` of the bare repository, as files in a new temporary directory. A mirror may lack its largest
 * blobs (`fetch` leaves them out), which `git archive` refuses: files are written one by one from
 * `git cat-file --batch`, the missing ones left out.
 */
function checkout(repo: string, ref = 'HEAD'): string {
  const dir = mkdtempSync(join(tmpdir(), 'argus-bench-clones-'));
  const git = (args: string[], input?: string) => {
    const run = spawnSync('git', ['--git-dir', repo, ...args], { input, maxBuffer: 4096 * MiB });
    if (run.status !== 0) throw new Error(`git ${args[0]} failed on ${repo}: ${run.stderr}`);
    return run.stdout;
  };
  const entries = git(['ls-tree', '-r', '-z', '--full-tree', ref])
    .toString('utf8')
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const [meta, path] = line.split('\t') as [string, string];
      const [mode, type, object] = meta.split(' ') as [string, string, string];
      return { mode, type, object, path };
    })
    .filter((e) => e.type === 'blob' && (e.mode === '100644' || e.mode === '100755'));
  const out = git(['cat-file', '--batch'], `${entries.map((e) => e.object).join('\n')}\n`);
  let at = 0;
  for (const entry of entries) {
    const headerEnd = out.indexOf(10, at);
    const header = out.toString('utf8', at, headerEnd).split(' ');
    at = headerEnd + 1;
    if (header[1] === 'missing') continue;
    const size = Number(header[2]);
    const file = join(dir, entry.path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, out.subarray(at, at + size));
    at += size + 1;
  }
  return dir;
}

const analyse = (dir: string) =>
  analyseClones({ dir, commit: '0'.repeat(40), options: DEFAULT_CLONES_OPTIONS, blame: false });

/** Child: analyses `dir` and prints its figures as JSON. */
async function analyseChild(dir: string): Promise<void> {
  const started = performance.now();
  const result = await analyse(dir);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    JSON.stringify({
      seconds,
      files: result.files.length,
      lines: result.files.reduce((sum, f) => sum + f.lines, 0),
      tokens: result.files.reduce((sum, f) => sum + f.tokens, 0),
      clones: result.clones.length,
      fingerprints: result.fingerprints.reduce((sum, f) => sum + f.hashes.length, 0),
      formats: [...new Set(result.files.map((f) => f.format))],
    }),
  );
}

type Timed = { seconds: number; rssMiB: number; stdout: string };

/** Runs a command under /usr/bin/time: its wall time and peak RSS. */
function timed(command: string, args: string[]): Timed {
  const stats = join(mkdtempSync(join(tmpdir(), 'argus-bench-time-')), 'time');
  const started = performance.now();
  const run = spawnSync('/usr/bin/time', ['-f', '%M', '-o', stats, command, ...args], {
    encoding: 'utf8',
    maxBuffer: 256 * MiB,
  });
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`${command} failed: ${run.stderr.slice(-2000)}`);
  const rssMiB = Number(readFileSync(stats, 'utf8').trim().split('\n').at(-1)) / 1024;
  rmSync(dirname(stats), { recursive: true, force: true });
  return { seconds, rssMiB, stdout: run.stdout };
}

/** jscpd with this analysis's options; answers its own counts of files and lines. */
function jscpd(dir: string, formats: string[]) {
  const output = mkdtempSync(join(tmpdir(), 'argus-bench-jscpd-'));
  // biome-ignore format: the options read best together
  const args = [
    '--min-tokens', String(DEFAULT_CLONES_OPTIONS.minTokens), '--min-lines', String(DEFAULT_CLONES_OPTIONS.minLines),
    '--mode', 'weak', '--format', formats.join(','), '--max-size', '1mb', '--max-lines', '10000000',
    '--no-gitignore', '--silent', '--reporters', 'json', '--output', output,
    '--ignore', '**/{node_modules,bower_components,vendor,third_party,dist,build,out,target,coverage,.git}/**,**/*.min.*,**/*.d.ts',
    dir,
  ];
  const run = timed('node_modules/.bin/jscpd', args);
  const report = JSON.parse(readFileSync(join(output, 'jscpd-report.json'), 'utf8')) as {
    statistics: { total: { sources: number; lines: number; clones: number } };
  };
  rmSync(output, { recursive: true, force: true });
  return { ...run, ...report.statistics.total };
}

const rate = (count: number, seconds: number) => Math.round(count / seconds).toLocaleString('en');

function withinProject(repos: string[], skipJscpd: boolean): void {
  console.log('\n## Within a project (one process each; blame left out, as jscpd does not blame)\n');
  console.log('| repository | tool | files | lines | clones | wall s | files/s | lines/s | peak RSS MiB |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const repo of repos) {
    const dir = checkout(repo);
    try {
      const ours = timed(process.execPath, ['--import', 'tsx', SCRIPT, '--analyse', dir]);
      const figures = JSON.parse(ours.stdout.trim().split('\n').at(-1)!) as {
        seconds: number;
        files: number;
        lines: number;
        clones: number;
        formats: string[];
      };
      const row = (tool: string, files: number, lines: number, clones: number, seconds: number, rss: number) =>
        console.log(
          `| ${nameOf(repo)} | ${tool} | ${files} | ${lines} | ${clones} | ${seconds.toFixed(2)} | ${rate(files, seconds)} | ${rate(lines, seconds)} | ${rss.toFixed(0)} |`,
        );
      row('Argus', figures.files, figures.lines, figures.clones, ours.seconds, ours.rssMiB);
      if (skipJscpd || figures.formats.length === 0) continue;
      const theirs = jscpd(dir, figures.formats);
      row('jscpd 4.2.4', theirs.sources, theirs.lines, theirs.clones, theirs.seconds, theirs.rssMiB);
      console.log(
        `|  | speed | | | | | ${(figures.files / ours.seconds / (theirs.sources / theirs.seconds)).toFixed(2)}× | ${(figures.lines / ours.seconds / (theirs.lines / theirs.seconds)).toFixed(2)}× | |`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function acrossProjects(repos: string[], others: number): Promise<void> {
  console.log(`\n## One project's run as the index grows (embedded database, ${nameOf(repos[0]!)})\n`);
  const dataDir = mkdtempSync(join(tmpdir(), 'argus-bench-clones-db-'));
  const { DATABASE_URL: _, ...env } = process.env;
  const db = await openDatabase(loadConfig({ ...env, DATA_DIR: dataDir }));
  await bootstrap(db, { demo: false });
  const measured = checkout(repos[0]!);
  const sources: { label: string; result: ClonesResult }[] = [];
  try {
    for (const repo of repos.slice(1)) {
      const dir = checkout(repo);
      sources.push({ label: nameOf(repo), result: await analyse(dir) });
      rmSync(dir, { recursive: true, force: true });
    }
    for (const tag of OLDER) {
      const found = spawnSync('git', ['--git-dir', repos[0]!, 'rev-parse', '--verify', '--quiet', `refs/tags/${tag}`]);
      if (found.status !== 0) continue;
      const dir = checkout(repos[0]!, tag);
      sources.push({ label: `${nameOf(repos[0]!)} ${tag}`, result: await analyse(dir) });
      rmSync(dir, { recursive: true, force: true });
    }
    const project = (name: string) =>
      insertProject(db, {
        name,
        type: 'cli',
        repo_url: null,
        repo_ref_name: null,
        stage: 'build',
        proprietor: null,
        is_active: true,
      });
    const id = await project('measured');
    const run = async () => {
      const started = performance.now();
      const result = await analyse(measured);
      const analysed = performance.now();
      const summary = await db.transaction((tx) => storeClones(tx, id, result));
      const stored = performance.now();
      return { analysis: (analysed - started) / 1000, store: (stored - analysed) / 1000, summary };
    };
    const measure = async (label: string) => {
      const runs = [];
      for (let i = 0; i < 3; i++) runs.push(await run());
      const analysis = median(runs.map((r) => r.analysis));
      const store = median(runs.map((r) => r.store));
      const { summary } = runs.at(-1)!;
      const rss = process.resourceUsage().maxRSS / 1024;
      console.log(
        `| ${label} | ${analysis.toFixed(2)} | ${store.toFixed(2)} | ${(analysis + store).toFixed(2)} | ${summary.clones_count} | ${summary.cross_project_clones_count} | ${rss.toFixed(0)} |`,
      );
      return analysis + store;
    };
    console.log(
      '| index | analysis s | store s | run s | clones | with other projects | peak RSS MiB (bench process) |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    const empty = await measure('empty (0 other projects)');
    let rows = 0;
    for (let n = 0; n < others; n++) {
      const source = sources[n % sources.length]!;
      const other = await project(`other-${n} (${source.label})`);
      await db.transaction((tx) =>
        replaceCloneIndex(
          tx,
          other,
          '1'.repeat(40),
          source.result.fingerprints.map((f) => ({
            ...f,
            path: f.file,
            lines: source.result.files.find((x) => x.path === f.file)?.lines ?? 0,
          })),
        ),
      );
      rows += source.result.fingerprints.reduce((sum, f) => sum + f.hashes.length, 0);
    }
    const full = await measure(`${others} other projects (${rows.toLocaleString('en')} fingerprints)`);
    console.log(`\nrun with ${others} other projects ÷ empty index: ${(full / empty).toFixed(2)}×`);
    console.log(`index sources: ${sources.map((s) => s.label).join(', ')}`);
  } finally {
    await db.close();
    rmSync(measured, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args[0] === '--analyse') return analyseChild(args[1]!);
  const othersAt = args.indexOf('--others');
  const others = othersAt >= 0 ? Number(args[othersAt + 1]) : 49;
  const skipJscpd = args.includes('--skip-jscpd');
  const skipWithin = args.includes('--skip-within');
  const repos = args.filter((a, i) => !a.startsWith('--') && !(othersAt >= 0 && i === othersAt + 1));
  const chosen = (repos.length > 0 ? repos : DEFAULT_REPOS).filter((repo) => existsSync(repo));
  if (chosen.length === 0) throw new Error('No repository to read: give paths of bare git repositories.');
  console.log(
    `# bench:clones — ${new Date().toISOString()}, ${cpus().length} CPUs, load ${loadavg()[0]!.toFixed(2)}, formats: ${[...CODE_FORMATS].length}`,
  );
  mkdirSync(tmpdir(), { recursive: true });
  if (!skipWithin) withinProject(chosen, skipJscpd);
  await acrossProjects(chosen, others);
}

await main();
