import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseSca } from '../analyse-sca';
import { EXTRACTORS } from '../extractors';
import { goExtractors } from '../extractors/go';
import { npmExtractors } from '../extractors/npm';

const FIXTURES = join(import.meta.dirname, '../extractors');
const npmLock = join(FIXTURES, 'npm/__tests__/fixtures/package-lock-v3.json');
const goMod = join(FIXTURES, 'go/__tests__/fixtures/berty-discord-webhook.go.mod');
const requirements = join(FIXTURES, 'python/__tests__/fixtures/warehouse-docs-user-requirements.txt');

const noProgress = () => undefined;
const signal = new AbortController().signal;

let root: string;
let outside: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'argus-sca-tree-'));
  outside = mkdtempSync(join(tmpdir(), 'argus-sca-outside-'));
  const put = (path: string, from: string | Buffer) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    if (typeof from === 'string') cpSync(from, join(root, path));
    else writeFileSync(join(root, path), from);
  };
  put('web/package-lock.json', npmLock);
  put('web/node_modules/left-pad/package-lock.json', npmLock);
  put('gateway/go.mod', goMod);
  put('gateway/vendor/example.com/x/go.mod', goMod);
  put('docs/requirements-docs.txt', requirements);
  put('.git/package-lock.json', npmLock);
  put('broken/Cargo.lock', Buffer.from('[[package]]\nname = "serde"\nversion = '));
  // A link out of the tree: the walk must not follow it.
  cpSync(npmLock, join(outside, 'package-lock.json'));
  symlinkSync(outside, join(root, 'escape'));
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe('analyseSca on a tree', () => {
  it('reads every manifest outside .git, node_modules and vendored directories, and skips what does not parse', async () => {
    const result = await analyseSca({ kind: 'tree', dir: root }, EXTRACTORS, noProgress, signal);
    expect(result.files.map((f) => [f.path, f.format])).toEqual([
      ['docs/requirements-docs.txt', 'requirements.txt'],
      ['gateway/go.mod', 'go.mod'],
      ['web/package-lock.json', 'package-lock.json'],
    ]);
    expect(result.skipped).toHaveLength(1);
    expect(result.skipped[0]!.path).toBe('broken/Cargo.lock');
    expect(result.skipped[0]!.reason).toMatch(/Cargo\.lock is not valid TOML/);
  });

  it('gives each file what its extractor finds, and the project every component once with the files it came from', async () => {
    const result = await analyseSca({ kind: 'tree', dir: root }, EXTRACTORS, noProgress, signal);
    const lock = npmExtractors[0]!.extract(readFileSync(npmLock, 'utf8'), 'package-lock.json');
    const mod = goExtractors[0]!.extract(readFileSync(goMod, 'utf8'), 'go.mod');
    expect(result.files.find((f) => f.path === 'web/package-lock.json')!.components_count).toBe(lock.length);
    expect(result.files.find((f) => f.path === 'gateway/go.mod')!.components_count).toBe(mod.length);
    const web = result.components.filter((c) => c.paths.includes('web/package-lock.json'));
    expect(web).toHaveLength(lock.length);
    expect(result.components.some((c) => c.paths.some((p) => p.includes('node_modules') || p.includes('vendor')))).toBe(
      false,
    );
    expect(result.components.some((c) => c.paths.some((p) => p.startsWith('escape/')))).toBe(false);
  });
});

describe('analyseSca on uploaded files', () => {
  it('tells each file by its content, whatever its name, and says why it skipped the others', async () => {
    const png = join(root, 'logo.bin');
    writeFileSync(png, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
    const notes = join(root, 'notes.bin');
    writeFileSync(notes, 'Remember to bump lodash before Friday.\n');
    const result = await analyseSca(
      {
        kind: 'files',
        files: [
          { path: npmLock, name: 'dependencies.txt' },
          { path: png, name: 'package-lock.json' },
          { path: notes, name: 'notes.md' },
        ],
      },
      EXTRACTORS,
      noProgress,
      signal,
    );
    expect(result.files.map((f) => [f.path, f.format])).toEqual([['dependencies.txt', 'package-lock.json']]);
    expect(result.skipped).toEqual([
      { path: 'package-lock.json', reason: 'a binary file, not a manifest, lockfile or SBOM' },
      { path: 'notes.md', reason: 'not a manifest, lockfile or SBOM format that Argus reads' },
    ]);
  });

  it('merges a component two files name into one, direct when either says so', async () => {
    const copy = join(root, 'copy.json');
    cpSync(npmLock, copy);
    const result = await analyseSca(
      {
        kind: 'files',
        files: [
          { path: npmLock, name: 'a/package-lock.json' },
          { path: copy, name: 'b/package-lock.json' },
        ],
      },
      EXTRACTORS,
      noProgress,
      signal,
    );
    const lock = npmExtractors[0]!.extract(readFileSync(npmLock, 'utf8'), 'package-lock.json');
    expect(result.components).toHaveLength(lock.length);
    expect(result.components.every((c) => c.paths.join() === 'a/package-lock.json,b/package-lock.json')).toBe(true);
    const direct = lock
      .filter((c) => c.relation === 'direct')
      .map((c) => c.purl)
      .sort();
    expect(
      result.components
        .filter((c) => c.relation === 'direct')
        .map((c) => c.purl)
        .sort(),
    ).toEqual(direct);
  });

  it('stops when its run is cancelled', async () => {
    const cancelled = AbortSignal.abort();
    await expect(analyseSca({ kind: 'tree', dir: root }, EXTRACTORS, noProgress, cancelled)).rejects.toThrow();
  });
});

describe('a lockfile beside its manifest', () => {
  it("takes the direct dependencies from package.json where yarn.lock cannot tell (the demo's checkout-web)", async () => {
    const tree = join(import.meta.dirname, '../../../seed/demo/repositories/checkout-web');
    const manifest = JSON.parse(readFileSync(join(tree, 'package.json'), 'utf8')) as Record<
      string,
      Record<string, string>
    >;
    const declared = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).sort();
    const alone = npmExtractors[1]!.extract(readFileSync(join(tree, 'yarn.lock'), 'utf8'), 'yarn.lock');
    // yarn.lock alone takes redux for transitive: react-redux's types require it too.
    expect(alone.find((c) => c.name === 'redux')!.relation).toBe('transitive');
    const result = await analyseSca({ kind: 'tree', dir: tree }, EXTRACTORS, noProgress, signal);
    const direct = result.components
      .filter((c) => c.relation === 'direct')
      .map((c) => c.name)
      .sort();
    expect(direct).toEqual(declared);
    expect(result.components.find((c) => c.name === 'redux')!.introduced_through).toBeNull();
  });
});
