/**
 * `npm run bench:sca -- [--records N] [--components N] [--lockfile FILE] [SOURCE…]` (issue 24): the
 * OSV import and the matching of a project's components against it, on the embedded database.
 *
 * SOURCEs are bare git mirrors or directories of OSV records (`*.json`, or the PyPA database's
 * `*.yaml`); by default golang/vulndb and pypa/advisory-database as `fetch` leaves them under
 * /work/.mirror. Their records, padded with copies (distinct ids, aliases and package names) up to
 * `--records` (50 000), are zipped; a fresh process imports 10 000 of them, another all of them, each
 * sampling its RSS every 50 ms. A third process, on the database of the second, reads `--lockfile` (by
 * default a CycloneDX SBOM of `--components` (5 000) real package versions the records name), stores
 * its components in one transaction and matches them (storeComponents), then matches them again alone.
 * Each phase runs in its own process so that its RSS is its own.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { analyseSca } from '../src/server/analysis/sca/analyse-sca';
import { EXTRACTORS } from '../src/server/analysis/sca/extractors';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/open';
import { candidatePackages, dependenciesToMatch } from '../src/server/db/repositories/vulnerability-database';
import { storeComponents } from '../src/server/runs/store-components';
import { bootstrap } from '../src/server/seed/bootstrap';
import { matchDependencies } from '../src/server/vulnerability-database/match';
import { importOsv } from '../src/server/vulnerability-database/import-osv';
import { mebibytes, readSource, writeRecords, writeSbom } from './bench-sca-data';

const DEFAULT_SOURCES = ['/work/.mirror/golang+vulndb/repo', '/work/.mirror/pypa+advisory-database/repo'];
const SMALL_IMPORT = 10_000;
const MiB = 1048576;

/** The process's peak RSS from now on, sampled every 50 ms. */
function rssSampler() {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  return {
    before,
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, process.memoryUsage().rss);
    },
  };
}

/** This process's CPU seconds (user + system) since `since`: what the work cost whatever else the machine ran. */
function cpuOf(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
}

async function openEmbedded(dataDir: string) {
  const { DATABASE_URL: _, ...env } = process.env;
  const db = await openDatabase(loadConfig({ ...env, DATA_DIR: dataDir }));
  await bootstrap(db, { demo: false });
  return db;
}

/** Child: imports `zip` into a fresh database in `dataDir`. */
async function importChild(zip: string, dataDir: string) {
  const db = await openEmbedded(dataDir);
  const rss = rssSampler();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const outcome = await importOsv(db, zip);
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = cpuOf(cpu);
  const peak = rss.stop();
  const [counts] = await db.query<{ packages: number; vulnerabilities: number }>(
    `SELECT (SELECT count(*)::int FROM vulnerability_packages) AS packages,
            (SELECT count(*)::int FROM vulnerabilities) AS vulnerabilities`,
  );
  await db.close();
  return {
    seconds,
    cpuSeconds,
    before: rss.before,
    peak,
    status: outcome.status,
    stored: outcome.records_count,
    ...counts!,
  };
}

/** Child: extraction, storing and matching of `lockfile` against the database in `dataDir`. */
async function matchChild(lockfile: string, dataDir: string) {
  const db = await openEmbedded(dataDir);
  const [project] = await db.query<{ id: number }>(
    `INSERT INTO projects (name, type, stage) VALUES ('bench-sca', 'cli', 'build') RETURNING id`,
  );
  const rss = rssSampler();
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  const source = { kind: 'files' as const, files: [{ path: lockfile, name: basename(lockfile) }] };
  const result = await analyseSca(source, EXTRACTORS, () => {}, new AbortController().signal);
  const t1 = performance.now();
  await db.transaction((tx) => storeComponents(tx, project!.id, result));
  const t2 = performance.now();
  const cpuSeconds = cpuOf(cpu);
  const peakEndToEnd = rss.stop();
  const ids = (
    await db.query<{ dependency_id: number }>('SELECT dependency_id FROM project_dependencies WHERE project_id = $1', [
      project!.id,
    ])
  ).map((row) => row.dependency_id);
  const t3 = performance.now();
  await db.transaction((tx) => matchDependencies(tx, ids));
  const matchSeconds = (performance.now() - t3) / 1000;
  // What matching examined: every (component, advisory package of its name) pair goes through affectedBy.
  const dependencies = await dependenciesToMatch(db, ids);
  const candidates = await candidatePackages(db, dependencies);
  const perPackage = new Map<string, number>();
  for (const c of candidates)
    perPackage.set(`${c.ecosystem}\0${c.package_name}`, (perPackage.get(`${c.ecosystem}\0${c.package_name}`) ?? 0) + 1);
  const examined = dependencies.reduce((n, d) => n + (perPackage.get(`${d.ecosystem}\0${d.package_name}`) ?? 0), 0);
  const [found] = await db.query<{ links: number; vulnerable: number; vulnerabilities: number }>(
    `SELECT count(*)::int AS links, count(DISTINCT dv.dependency_id)::int AS vulnerable,
            count(DISTINCT dv.vulnerability_id)::int AS vulnerabilities
       FROM project_dependencies pd JOIN dependency_vulnerabilities dv ON dv.dependency_id = pd.dependency_id
      WHERE pd.project_id = $1`,
    [project!.id],
  );
  await db.close();
  return {
    components: result.components.length,
    skipped: result.skipped,
    files: result.files,
    extractSeconds: (t1 - t0) / 1000,
    storeMatchSeconds: (t2 - t1) / 1000,
    matchSeconds,
    cpuSeconds,
    before: rss.before,
    peak: peakEndToEnd,
    examined,
    candidateRecords: new Set(candidates.map((c) => c.vulnerability_id)).size,
    ...found!,
  };
}

/** Runs this script as a child in a fresh process (tsx's loader flags passed on) and returns what it printed. */
function inChild<T>(mode: string, ...args: string[]): T {
  const run = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, '--child', mode, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * MiB,
  });
  if (run.status !== 0) throw new Error(`the ${mode} process ended with status ${run.status}`);
  return JSON.parse(run.stdout.toString().trim().split('\n').at(-1)!) as T;
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const [value] = args.splice(at, 2).slice(1);
  if (value === undefined) throw new Error(`${name} needs a value`);
  return value;
}

const n = (value: number) => Math.round(value).toLocaleString('en-US').replace(/,/g, ' ');
const mib = (bytes: number) => (bytes / MiB).toFixed(0);

async function main(args: string[]) {
  const records = Number(option(args, '--records') ?? 50_000);
  const componentsWanted = Number(option(args, '--components') ?? 5_000);
  const lockfileGiven = option(args, '--lockfile');
  const sources = args.length > 0 ? args : DEFAULT_SOURCES.filter(existsSync);
  if (sources.length === 0) throw new Error('no OSV source: give bare mirrors or directories of OSV records');
  const dir = mkdtempSync(join(tmpdir(), 'argus-bench-sca-'));
  try {
    console.log(
      `bench:sca — embedded database, ${records} records, work files in ${dir}; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${cpus().length} CPUs`,
    );
    const read = sources.map(readSource);
    for (const s of read) console.log(`  source ${s.path} (${s.described}): ${n(s.records.length)} OSV records`);
    const real = read.flatMap((s) => s.records);
    const sizes = [...new Set([Math.min(SMALL_IMPORT, records), records])];
    const { zips, real: unique } = writeRecords(real, records, dir, sizes);
    console.log(
      `  ${n(unique)} distinct real records, ${n(Math.max(0, records - unique))} copies (ids, aliases and package names suffixed -copyK); zips: ${sizes.map((s) => `${n(s)} records ${mebibytes(zips.get(s)!)} MiB`).join(', ')}`,
    );
    let lockfile = lockfileGiven;
    if (!lockfile) {
      lockfile = join(dir, 'bom.cdx.json');
      const sbom = writeSbom(real, componentsWanted, lockfile);
      console.log(
        `  lockfile: a CycloneDX 1.5 SBOM assembled from ${n(sbom.components)} real package versions (${n(sbom.packages)} Go and PyPI packages the real records name, at the versions their ranges name), ${mebibytes(lockfile)} MiB`,
      );
    } else console.log(`  lockfile: ${lockfile} (${mebibytes(lockfile)} MiB)`);

    type Imported = Awaited<ReturnType<typeof importChild>> & { records: number };
    const imports: Imported[] = [];
    for (const size of sizes) {
      const data = join(dir, `db-${size}`);
      imports.push({
        records: size,
        ...inChild<Awaited<ReturnType<typeof importChild>>>('import', zips.get(size)!, data),
      });
    }
    const m = inChild<Awaited<ReturnType<typeof matchChild>>>('match', lockfile, join(dir, `db-${records}`));

    const rows: [string, string, string][] = [];
    for (const i of imports) {
      rows.push([
        `import ${n(i.records)} records (zip)`,
        `${i.seconds.toFixed(1)} s (CPU ${i.cpuSeconds.toFixed(1)} s), ${n(i.stored / i.seconds)} records/s; RSS ${mib(i.before)} → peak ${mib(i.peak)} MiB (+${mib(i.peak - i.before)}); ${i.status}, ${n(i.stored)} stored, ${n(i.vulnerabilities)} vulnerabilities, ${n(i.packages)} advisory packages`,
        i.records === records ? '≤ 60 s, memory not growing with the archive' : '',
      ]);
    }
    const endToEnd = m.extractSeconds + m.storeMatchSeconds;
    rows.push(
      [
        'extraction',
        `${m.extractSeconds.toFixed(2)} s, ${n(m.components / m.extractSeconds)} components/s (${n(m.components)} components)`,
        '',
      ],
      ['storing + matching, one transaction', `${m.storeMatchSeconds.toFixed(2)} s`, ''],
      [
        'end to end',
        `${endToEnd.toFixed(2)} s (CPU ${m.cpuSeconds.toFixed(2)} s), ${n(m.components / endToEnd)} components/s`,
        '≤ 3 s',
      ],
      ['extra RSS, end to end', `${mib(m.peak - m.before)} MiB (${mib(m.before)} → peak ${mib(m.peak)})`, '≤ 200 MiB'],
      [
        'matching alone (again)',
        `${m.matchSeconds.toFixed(2)} s, ${n(m.components / m.matchSeconds)} components/s, ${n(m.examined / m.matchSeconds)} advisories/s (${n(m.examined)} component × advisory package pairs examined, ${n(m.candidateRecords)} candidate records)`,
        '',
      ],
      [
        'found',
        `${n(m.links)} vulnerability links: ${n(m.vulnerable)} vulnerable components, ${n(m.vulnerabilities)} distinct vulnerabilities`,
        '',
      ],
    );
    if (m.skipped.length > 0)
      rows.push(['skipped files', m.skipped.map((s) => `${s.path}: ${s.reason}`).join('; '), '']);
    const width = Math.max(...rows.map((r) => r[0].length));
    console.log(
      `  load average at the end ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log(`\n${'step'.padEnd(width)}  figure  [target]`);
    for (const [step, figure, target] of rows)
      console.log(`${step.padEnd(width)}  ${figure}${target ? `  [${target}]` : ''}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const argv = process.argv.slice(2);
if (argv[0] === '--child') {
  const [, mode, a, b] = argv as [string, string, string, string];
  const out = mode === 'import' ? await importChild(a, b) : await matchChild(a, b);
  console.log(JSON.stringify(out));
} else {
  await main(argv);
}
