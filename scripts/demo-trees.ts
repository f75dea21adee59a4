/**
 * `npm run demo:trees`: (re)writes the generated files of the demo's source trees
 * (src/server/seed/demo/repositories/<project>/) from the direct dependencies in projects.json:
 *
 * - npm: the pinned versions in package.json, then package-lock.json (v3) from
 *   `npm install --package-lock-only --ignore-scripts` in a temp dir against the registry, resolved as of
 *   BEFORE; a package.json with `"packageManager": "yarn@1…"` gets a yarn.lock v1 made from that tree instead;
 * - PyPI: requirements.txt, the direct pins;
 * - Go: go.mod, the direct requires and the transitive modules as `// indirect`;
 * - Maven and NuGet: checks that pom.xml / the .csproj files name every direct dependency at its version.
 *
 * The hand-written sources stay as they are; the histories (histories.json) refer to files by path.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { readDemoData } from '../src/server/seed/demo-data';

const TREES = 'src/server/seed/demo/repositories';
/** The registry as of this instant, so that a rerun resolves the same transitive versions. */
const BEFORE = '2026-11-27T00:00:00Z';

const run = promisify(execFile);

type Pin = { type: string; name: string; version: string; direct: boolean };

/** `pkg:npm/%40scope/name@1.2.3` → npm, @scope/name, 1.2.3 (Maven names are group/artifact). */
function parsePurl(purl: string, direct: boolean): Pin {
  const match = /^pkg:([a-z]+)\/(.+)@([^@]+)$/.exec(purl);
  if (!match) throw new Error(`cannot read purl ${purl}`);
  return { type: match[1]!, name: decodeURIComponent(match[2]!), version: decodeURIComponent(match[3]!), direct };
}

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
const writeJson = (path: string, value: unknown) => writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);

async function npmProject(dir: string, pins: Pin[]): Promise<string> {
  const manifest = readJson(join(dir, 'package.json'));
  const dev = new Set(Object.keys(manifest.devDependencies ?? {}));
  const dependencies: Record<string, string> = {};
  const devDependencies: Record<string, string> = {};
  const direct = pins.filter((p) => p.direct).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const pin of direct) (dev.has(pin.name) ? devDependencies : dependencies)[pin.name] = pin.version;
  manifest.dependencies = dependencies;
  if (Object.keys(devDependencies).length > 0) manifest.devDependencies = devDependencies;
  else delete manifest.devDependencies;
  writeJson(join(dir, 'package.json'), manifest);

  const temp = mkdtempSync(join(tmpdir(), 'demo-tree-'));
  try {
    writeJson(join(temp, 'package.json'), manifest);
    await run(
      'npm',
      // Flags that a machine's npmrc could set otherwise (this one omits `resolved`, which real lockfiles have).
      [
        'install',
        '--package-lock-only',
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        '--lockfile-version=3',
        '--omit-lockfile-registry-resolved=false',
        '--install-strategy=hoisted',
        '--legacy-peer-deps=false',
        `--before=${BEFORE}`,
      ],
      { cwd: temp, maxBuffer: 16 * 1024 * 1024 },
    );
    const lock = readJson(join(temp, 'package-lock.json'));
    if (String(manifest.packageManager ?? '').startsWith('yarn@1')) {
      writeFileSync(join(dir, 'yarn.lock'), yarnLockOf(lock));
      rmSync(join(dir, 'package-lock.json'), { force: true });
      return `yarn.lock (${Object.keys(lock.packages).length - 1} packages)`;
    }
    writeJson(join(dir, 'package-lock.json'), lock);
    return `package-lock.json (${Object.keys(lock.packages).length - 1} packages)`;
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

type LockEntry = {
  version?: string;
  resolved?: string;
  integrity?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  inBundle?: boolean;
  link?: boolean;
};

/** Node's lookup: from the package at `from`, the nearest node_modules/<name> up the tree. */
function resolveIn(packages: Record<string, LockEntry>, from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

const nameOf = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** Yarn's own quoting (lockfile/stringify.js): keys and values that could be misread are JSON strings. */
function quote(text: string): string {
  const plain = /^[a-zA-Z]/.test(text) && !/^true|^false/.test(text) && !/[:\s\n\\",[\]]/.test(text);
  return plain ? text : JSON.stringify(text);
}

/**
 * A yarn.lock v1 of the same tree: one entry per name@version with every `name@range` that asks for it,
 * the package-lock's `resolved` URL and `integrity`, and the ranges it asks for. Peer-only packages, which
 * npm installs and yarn 1 does not, are left out.
 */
function yarnLockOf(lock: { packages: Record<string, LockEntry> }): string {
  const { packages } = lock;
  const specs = new Map<string, Set<string>>();
  for (const [path, entry] of Object.entries(packages)) {
    if (entry.link || entry.inBundle) continue;
    const wanted = {
      ...entry.dependencies,
      ...entry.optionalDependencies,
      ...(path === '' ? entry.devDependencies : {}),
    };
    for (const [name, range] of Object.entries(wanted)) {
      const target = resolveIn(packages, path, name);
      if (!target) continue;
      const key = `${name}@${packages[target]!.version}`;
      specs.set(key, (specs.get(key) ?? new Set()).add(`${name}@${range}`));
    }
  }
  const blocks = new Map<string, string>();
  for (const [path, entry] of Object.entries(packages)) {
    if (!path || entry.inBundle) continue;
    const name = nameOf(path);
    const wanted = specs.get(`${name}@${entry.version}`);
    if (!wanted) continue;
    const keys = [...wanted].sort().map(quote).join(', ');
    if (blocks.has(keys)) continue;
    const lines = [`${keys}:`, `  version ${quote(entry.version!)}`, `  resolved ${quote(entry.resolved!)}`];
    if (entry.integrity) lines.push(`  integrity ${quote(entry.integrity)}`);
    for (const field of ['dependencies', 'optionalDependencies'] as const) {
      const deps = Object.entries(entry[field] ?? {}).sort(([a], [b]) => (a < b ? -1 : 1));
      if (deps.length === 0) continue;
      lines.push(`  ${field}:`, ...deps.map(([dep, range]) => `    ${quote(dep)} ${quote(range)}`));
    }
    blocks.set(keys, lines.join('\n'));
  }
  const sorted = [...blocks.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, block]) => block);
  return `# THIS IS AN AUTOGENERATED FILE. DO NOT EDIT THIS FILE DIRECTLY.\n# yarn lockfile v1\n\n\n${sorted.join('\n\n')}\n`;
}

function pythonProject(dir: string, pins: Pin[]): string {
  const lines = pins.filter((p) => p.direct).map((p) => `${p.name}==${p.version}`);
  writeFileSync(join(dir, 'requirements.txt'), `${lines.join('\n')}\n`);
  return `requirements.txt (${lines.length} pins)`;
}

function goProject(dir: string, pins: Pin[], project: string): string {
  const path = join(dir, 'go.mod');
  const module = existsSync(path)
    ? /^module (\S+)/m.exec(readFileSync(path, 'utf8'))![1]
    : `corp.example/platform/${project}`;
  const block = (list: Pin[], suffix: string) =>
    list
      .map((p) => `\t${p.name} ${p.version}${suffix}`)
      .sort()
      .join('\n');
  const direct = pins.filter((p) => p.direct);
  const indirect = pins.filter((p) => !p.direct);
  const text = `module ${module}\n\ngo 1.20\n\nrequire (\n${block(direct, '')}\n)\n\nrequire (\n${block(indirect, ' // indirect')}\n)\n`;
  writeFileSync(path, text);
  return `go.mod (${direct.length} direct, ${indirect.length} indirect)`;
}

function filesEndingWith(dir: string, suffix: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix) && statSync(join(dir, file)).isFile())
    .map((file) => join(dir, file));
}

/** pom.xml and .csproj are hand-written (exclusions, scopes): only checked against projects.json. */
function checkManifests(dir: string, pins: Pin[], type: string): string {
  const [suffix, render] =
    type === 'maven'
      ? [
          'pom.xml',
          (p: Pin) => {
            const [group, artifact] = p.name.split('/');
            return `<groupId>${group}</groupId>\\s*<artifactId>${artifact}</artifactId>\\s*<version>${p.version}</version>`;
          },
        ]
      : ['.csproj', (p: Pin) => `<PackageReference Include="${p.name}" Version="${p.version}" />`];
  const text = filesEndingWith(dir, suffix)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const missing = pins
    .filter((p) => p.direct && !new RegExp(render(p).replaceAll('.', '\\.')).test(text))
    .map((p) => `${p.name}@${p.version}`);
  if (missing.length > 0) throw new Error(`${dir}: ${suffix} lacks ${missing.join(', ')}`);
  return `${suffix} checked`;
}

async function main() {
  const projects = readDemoData().projects.filter((p) => p.type === 'vcs');
  const jobs = projects.map(async (project) => {
    const dir = join(TREES, project.name);
    if (!existsSync(dir)) throw new Error(`no source tree for ${project.name} in ${TREES}`);
    const pins = project.dependencies.map((d) => parsePurl(d.purl, d.relation === 'direct'));
    const type = pins[0]!.type;
    if (type === 'npm') return `${project.name}: ${await npmProject(dir, pins)}`;
    if (type === 'pypi') return `${project.name}: ${pythonProject(dir, pins)}`;
    if (type === 'golang') return `${project.name}: ${goProject(dir, pins, project.name)}`;
    return `${project.name}: ${checkManifests(dir, pins, type)}`;
  });
  for (const line of await Promise.all(jobs)) console.log(line);
}

await main();
