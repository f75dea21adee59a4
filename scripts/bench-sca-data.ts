/**
 * Inputs of `npm run bench:sca`, built from real OSV data on disk: the records of bare git mirrors or
 * directories (`*.json`, and `*.yaml`/`*.yml` as the PyPA database writes them), padded with copies
 * under distinct ids, aliases and package names up to the size asked; zips of them; and a CycloneDX
 * SBOM of real package names and versions taken from the records' affected packages.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';

type Json = Record<string, unknown>;
type Affected = { package?: { ecosystem?: string; name?: string }; ranges?: { events?: Json[] }[] };

/** A source's records and what it was: a path, the commit read for a bare mirror. */
export type Source = { path: string; described: string; records: Json[] };

const isOsv = (value: unknown): value is Json =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Json).id === 'string' &&
  typeof (value as Json).modified === 'string' &&
  Array.isArray((value as Json).affected);

function parsedRecord(name: string, text: string): Json | undefined {
  try {
    const value: unknown = name.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
    return isOsv(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

const RECORD_FILE = /\.(json|ya?ml)$/;

/** The OSV records of a bare git mirror (HEAD's tree, read in one `git cat-file --batch`). */
function mirrorRecords(gitDir: string): Source {
  const git = (args: string[], input?: string) =>
    execFileSync('git', ['--git-dir', gitDir, ...args], { input, maxBuffer: 2 ** 31 - 1 });
  const commit = git(['rev-parse', 'HEAD']).toString().trim();
  const entries = git(['ls-tree', '-r', 'HEAD'])
    .toString()
    .split('\n')
    .map((line) => line.match(/^\d+ blob ([0-9a-f]+)\t(.*)$/))
    .filter((m): m is RegExpMatchArray => m !== null && RECORD_FILE.test(m[2]!));
  const batch = git(['cat-file', '--batch'], entries.map((m) => m[1]).join('\n'));
  const records: Json[] = [];
  let at = 0;
  for (const m of entries) {
    const header = batch.indexOf(10, at);
    const size = Number(batch.subarray(at, header).toString().split(' ')[2]);
    const record = parsedRecord(m[2]!, batch.subarray(header + 1, header + 1 + size).toString('utf8'));
    if (record) records.push(record);
    at = header + 1 + size + 1;
  }
  return { path: gitDir, described: `bare mirror at commit ${commit.slice(0, 12)}`, records };
}

function directoryRecords(dir: string): Source {
  const records: Json[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && RECORD_FILE.test(entry.name)) {
        const record = parsedRecord(entry.name, readFileSync(path, 'utf8'));
        if (record) records.push(record);
      }
    }
  };
  walk(dir);
  return { path: dir, described: 'directory', records };
}

/** The OSV records under `path`: a bare git mirror (it has `HEAD` and `objects/`) or a directory. */
export function readSource(path: string): Source {
  const bare = existsSync(join(path, 'HEAD')) && existsSync(join(path, 'objects'));
  return bare ? mirrorRecords(path) : directoryRecords(path);
}

/** Copy `k` of a record: every identifier and package name suffixed, so nothing merges with the original. */
function copyOf(record: Json, k: number): Json {
  const suffix = `-copy${k}`;
  return {
    ...record,
    id: `${record.id}${suffix}`,
    aliases: ((record.aliases as string[] | undefined) ?? []).map((alias) => `${alias}${suffix}`),
    related: undefined,
    upstream: undefined,
    affected: (record.affected as Affected[]).map((a) => ({
      ...a,
      package: a.package && { ...a.package, name: `${a.package.name}${suffix}` },
    })),
  };
}

/**
 * `count` records: the real ones (first seen wins an id), then copies of them in turn. Written one
 * file each under `dir`, and zipped: a zip of the first `size` for each size asked.
 */
export function writeRecords(
  real: Json[],
  count: number,
  dir: string,
  zipSizes: number[],
): { zips: Map<number, string>; real: number } {
  const unique = [...new Map(real.map((r) => [r.id as string, r])).values()];
  const recordsDir = join(dir, 'records');
  mkdirSync(recordsDir, { recursive: true });
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const original = unique[i % unique.length]!;
    const record = i < unique.length ? original : copyOf(original, Math.floor(i / unique.length));
    const name = `${String(record.id).replace(/[^\w.-]/g, '_')}.json`;
    writeFileSync(join(recordsDir, name), JSON.stringify(record));
    names.push(name);
  }
  const zips = new Map<number, string>();
  for (const size of zipSizes) {
    const zip = join(dir, `osv-${size}.zip`);
    const zipped = spawnSync('zip', ['-q', '-@', zip], {
      cwd: recordsDir,
      input: names.slice(0, size).join('\n'),
      maxBuffer: 2 ** 30,
    });
    if (zipped.status !== 0) throw new Error(`zip failed: ${zipped.stderr?.toString() ?? zipped.error}`);
    zips.set(size, zip);
  }
  return { zips, real: unique.length };
}

const PURL_TYPE: Record<string, string> = { Go: 'golang', PyPI: 'pypi' };

/** A purl's path: each segment percent-encoded as the purl spec asks (`/` separates namespace segments). */
const purlPath = (name: string) => name.split('/').map(encodeURIComponent).join('/');

/**
 * A CycloneDX 1.5 SBOM of `count` components: the Go and PyPI packages the records name, each at the
 * versions their ranges name (an `introduced` other than 0, which is affected, a `fixed`, which is not,
 * a `last_affected`), taken in turn — package by package, one version each, then the next version of
 * each — until `count`. Real names and versions; only their gathering into one SBOM is made up.
 */
export function writeSbom(records: Json[], count: number, path: string): { components: number; packages: number } {
  const versions = new Map<string, { ecosystem: string; name: string; versions: string[] }>();
  for (const record of records) {
    for (const a of record.affected as Affected[]) {
      const ecosystem = a.package?.ecosystem;
      const name = a.package?.name;
      if (!ecosystem || !name || !PURL_TYPE[ecosystem] || name === 'stdlib' || name === 'toolchain') continue;
      const key = `${ecosystem}\0${name}`;
      const entry = versions.get(key) ?? { ecosystem, name, versions: [] };
      for (const range of a.ranges ?? []) {
        for (const event of range.events ?? []) {
          for (const version of [event.introduced, event.fixed, event.last_affected]) {
            if (typeof version === 'string' && version !== '0' && !entry.versions.includes(version)) {
              entry.versions.push(version);
            }
          }
        }
      }
      if (entry.versions.length > 0) versions.set(key, entry);
    }
  }
  const packages = [...versions.values()];
  const components: Json[] = [];
  for (let round = 0; components.length < count; round++) {
    const before = components.length;
    for (const p of packages) {
      const version = p.versions[round];
      if (version === undefined || components.length >= count) continue;
      const spelled = p.ecosystem === 'Go' ? `v${version}` : version;
      const purl = `pkg:${PURL_TYPE[p.ecosystem]}/${purlPath(p.name)}@${encodeURIComponent(spelled)}`;
      components.push({ type: 'library', 'bom-ref': purl, name: p.name, version: spelled, purl });
    }
    if (components.length === before) break;
  }
  const bom = {
    bomFormat: 'CycloneDX',
    specVersion: '1.5',
    version: 1,
    metadata: { component: { type: 'application', name: 'bench-sca', version: '1.0.0' } },
    components,
  };
  writeFileSync(path, JSON.stringify(bom, null, 2));
  return { components: components.length, packages: packages.length };
}

/** A file's size in MiB, for the report. */
export const mebibytes = (path: string) => (statSync(path).size / 1048576).toFixed(1);
