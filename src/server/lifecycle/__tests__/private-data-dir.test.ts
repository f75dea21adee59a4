import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServiceProcess, startServiceProcess } from '../../test/service-process';
import { makePrivate } from '../private-data-dir';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'argus-private-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: '0',
  ARGUS_CONSOLE_DIR: '/nonexistent',
  ARGUS_SEED_DEMO: 'false',
  ARGUS_LOG: '',
};
let service: ServiceProcess | undefined;
let token: string | undefined;
afterAll(async () => {
  await service?.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every entry under `dir` (itself included), by relative path, with its permission bits. */
function modes(dir: string): Map<string, { directory: boolean; mode: number }> {
  const found = new Map<string, { directory: boolean; mode: number }>();
  const visit = (path: string) => {
    const stat = lstatSync(path);
    found.set(relative(dir, path) || '.', { directory: stat.isDirectory(), mode: stat.mode & 0o777 });
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
  };
  visit(dir);
  return found;
}

/** The entries whose mode is not the private one: directories 0700, everything else 0600. */
const loose = (dir: string) =>
  [...modes(dir)]
    .filter(([, e]) => e.mode !== (e.directory ? 0o700 : 0o600))
    .map(([p, e]) => `${p} ${e.mode.toString(8)}`);

describe('CONTRACT §9: DATA_DIR is private to the service user', () => {
  it('DATA_DIR world-writable: a fresh data directory is all 0700/0600 (PGlite writes initdb files 0666)', async () => {
    service = await startServiceProcess(env, { waitForToken: true, timeoutMs: 100_000 });
    token = service.token;
    expect(modes(dataDir).size).toBeGreaterThan(900);
    expect(loose(dataDir)).toEqual([]);
    expect(service.output()).not.toContain('entries made private');
    await service.stop();
  }, 120_000);

  it('DATA_DIR world-writable: loose modes left by an earlier version are fixed at start, and the log says how many', async () => {
    const entries = modes(dataDir);
    for (const [path, entry] of entries) chmodSync(join(dataDir, path), entry.directory ? 0o777 : 0o666);
    writeFileSync(join(dataDir, 'stray-note.txt'), 'left by hand', { mode: 0o644 });
    chmodSync(join(dataDir, 'stray-note.txt'), 0o644);
    const before = new Set(modes(dataDir).keys());
    expect(loose(dataDir).length).toBe(entries.size + 1);

    service = await startServiceProcess(env, { timeoutMs: 100_000 });
    const line =
      service
        .output()
        .split('\n')
        .find((l) => l.includes('entries made private')) ?? '{}';
    expect(JSON.parse(line)).toMatchObject({
      msg: 'DATA_DIR entries made private (directories 0700, files 0600)',
      entries: entries.size + 1,
    });

    // Created after the first pass (the pid file, PostgreSQL's own, the control socket), and whatever
    // PostgreSQL writes as it runs and stops: private as well.
    const created = [...modes(dataDir).keys()].filter((path) => !before.has(path));
    expect(created).toEqual(expect.arrayContaining(['argus.pid', 'argus.sock']));
    expect(loose(dataDir)).toEqual([]);
    const write = await fetch(`${service.url}api/settings/proprietors/`, {
      method: 'POST',
      headers: { Authorization: `Token ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Private Ltd' }),
    });
    expect(write.status).toBe(201);
    await service.stop();
    expect(loose(dataDir)).toEqual([]);
  }, 120_000);

  it('DATA_DIR world-writable: after protectDataDir new files are 0600 and new directories 0700 (the umask)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'argus-umask-'));
    try {
      // A process of its own: the umask is process-wide, and this test process keeps its own.
      const script = [
        `import { mkdirSync, writeFileSync } from 'node:fs';`,
        `import { protectDataDir } from './src/server/lifecycle/private-data-dir.ts';`,
        `const dir = ${JSON.stringify(dir)};`,
        `console.log(protectDataDir(dir));`,
        `writeFileSync(dir + '/new-file', 'x');`,
        `mkdirSync(dir + '/new-dir');`,
        `writeFileSync(dir + '/new-dir/inner', 'x', { mode: 0o666 });`,
      ].join('\n');
      chmodSync(dir, 0o755);
      const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
      expect(stdout.trim()).toBe('1'); // the directory itself was fixed
      expect(loose(dir)).toEqual([]);
      expect([...modes(dir).keys()].sort()).toEqual(['.', 'new-dir', 'new-dir/inner', 'new-file']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('makePrivate leaves symbolic links alone (chmod would follow them out of the directory)', () => {
    const outside = mkdtempSync(join(tmpdir(), 'argus-outside-'));
    const inside = mkdtempSync(join(tmpdir(), 'argus-inside-'));
    try {
      const target = join(outside, 'shared.txt');
      writeFileSync(target, 'not ours');
      chmodSync(target, 0o644);
      symlinkSync(target, join(inside, 'link'));
      chmodSync(inside, 0o755);
      expect(makePrivate(inside)).toBe(1);
      expect(lstatSync(target).mode & 0o777).toBe(0o644);
      expect(lstatSync(inside).mode & 0o777).toBe(0o700);
    } finally {
      rmSync(outside, { recursive: true, force: true });
      rmSync(inside, { recursive: true, force: true });
    }
  });
});
