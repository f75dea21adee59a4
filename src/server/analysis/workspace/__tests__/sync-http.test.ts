import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hardenedEnvironment } from '../../git/environment';
import { runGit } from '../../git/git-process';
import { hardenedConfig } from '../git-config';
import { curlResolveEntry } from '../pinned-address';
import { syncWorkspace } from '../sync';
import { type GitHttpServer, startGitHttpServer } from '../../../test/git-http-server';
import type { SyncRequest } from '../types';
import {
  failure,
  largeRepository,
  leftovers,
  rejection,
  type SampleRepository,
  sampleRepository,
  tempRoot,
} from './git-fixtures';

const TOKEN = 'glpat-Sup3rS3cretT0ken-4f9a';
const USERNAME = 'alice';

let root: string;
let repo: SampleRepository;
let open: GitHttpServer;
let guarded: GitHttpServer;
let counter = 0;

beforeAll(async () => {
  root = tempRoot('http');
  repo = sampleRepository(root);
  const served = join(root, 'served');
  open = await startGitHttpServer({ root: served });
  guarded = await startGitHttpServer({ root: served, auth: { username: USERNAME, token: TOKEN } });
});
afterAll(async () => {
  await Promise.all([open.close(), guarded.close()]);
  rmSync(root, { recursive: true, force: true });
});

const request = (overrides: Partial<SyncRequest> = {}): SyncRequest => ({
  url: `${open.origin}/sample.git`,
  ref: 'main',
  dir: join(root, 'workspaces', `project-${++counter}`),
  credentials: null,
  limits: { maxBytes: 50 * 1024 * 1024, timeoutMs: 20_000, allowLocal: true },
  knownHostsFile: join(root, 'known_hosts'),
  ...overrides,
});

/** Every file under `dir` that holds `text`. */
function filesHolding(dir: string, text: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    if (readFileSync(path).includes(text)) found.push(path);
  }
  return found;
}

describe('CONTRACT §15: clone and fetch over HTTP (git http-backend)', () => {
  it('clones, then fetches, through the smart HTTP protocol', async () => {
    const req = request({ ref: 'feature' });
    expect(await syncWorkspace(req)).toMatchObject({ commit: repo.feature, fetched: false, files_count: 5 });
    expect(await syncWorkspace(req)).toMatchObject({ commit: repo.feature, fetched: true });
    expect(readFileSync(join(req.dir, 'leak'), 'utf8')).toBe('/etc/passwd');
  });

  it('a path the server does not have is repository_not_found', async () => {
    expect(await failure(syncWorkspace(request({ url: `${open.origin}/missing.git` })))).toEqual({
      cause: 'repository_not_found',
    });
  });

  it('nothing listening is unreachable_host', async () => {
    const closed = await startGitHttpServer({ root });
    await closed.close();
    const got = await failure(syncWorkspace(request({ url: `${closed.origin}/sample.git` })));
    expect(got).toEqual({ cause: 'unreachable_host', host: '127.0.0.1' });
  });
});

describe('CONTRACT §15: a token (repo_auth) over HTTP Basic', () => {
  it('the right token clones; the token is nowhere in the workspace, its .git/config or argv', async () => {
    // A `git` ahead on PATH that records its arguments, then runs the real one.
    const wrapper = join(root, 'wrapper');
    mkdirSync(wrapper, { recursive: true });
    const argvLog = join(root, 'argv.log');
    const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    writeFileSync(join(wrapper, 'git'), `#!/bin/sh\nprintf '%s\\n' "$@" >> '${argvLog}'\nexec '${realGit}' "$@"\n`);
    chmodSync(join(wrapper, 'git'), 0o755);
    const path = process.env.PATH;
    process.env.PATH = `${wrapper}:${path}`;
    const req = request({ url: `${guarded.origin}/sample.git`, credentials: { username: USERNAME, token: TOKEN } });
    try {
      expect((await syncWorkspace(req)).commit).toBe(repo.second);
      expect((await syncWorkspace(req)).fetched).toBe(true);
    } finally {
      process.env.PATH = path;
    }
    const argv = readFileSync(argvLog, 'utf8');
    expect(argv).toContain('clone');
    expect(argv).toContain('fetch');
    expect(argv).not.toContain(TOKEN);
    expect(argv).not.toContain(Buffer.from(`${USERNAME}:${TOKEN}`).toString('base64'));
    expect(argv).not.toMatch(/extraHeader|Authorization/i);
    expect(readFileSync(join(req.dir, '.git', 'config'), 'utf8')).not.toMatch(/extraHeader|Authorization|alice/i);
    expect(filesHolding(req.dir, TOKEN)).toEqual([]);
    expect(filesHolding(req.dir, Buffer.from(`${USERNAME}:${TOKEN}`).toString('base64'))).toEqual([]);
  });

  it('a wrong token, or none, is authentication_failed and the token shows in no error', async () => {
    for (const credentials of [{ username: USERNAME, token: 'wrong-token' }, null]) {
      const req = request({ url: `${guarded.origin}/sample.git`, credentials });
      const error = await rejection(syncWorkspace(req));
      expect(error.failure).toEqual({ cause: 'authentication_failed' });
      expect(`${error.message} ${JSON.stringify(error.failure)}`).not.toMatch(/wrong-token|Sup3r/);
      expect(leftovers(req.dir)).toEqual([]);
    }
  });
});

describe('CONTRACT §9/§15: the SSRF guard on repository hosts', () => {
  it.each([
    ['127.0.0.1', () => `${open.origin}/sample.git`],
    ['localhost', () => `http://localhost:${open.port}/sample.git`],
  ])('%s is address_not_allowed while local repositories are not allowed', async (host, url) => {
    const req = request({ url: url(), limits: { maxBytes: 1 << 20, timeoutMs: 5000, allowLocal: false } });
    expect(await failure(syncWorkspace(req))).toEqual({ cause: 'address_not_allowed', host });
    expect(leftovers(req.dir)).toEqual([]);
  });

  it('git connects to the pinned address and never looks the name up itself', async () => {
    // A name no resolver knows: only the pin can lead git to the server.
    const host = 'pinned.invalid';
    const pin = curlResolveEntry(host, open.port, ['::1', '127.0.0.1'])!;
    const listing = await runGit({
      args: [
        ...hardenedConfig(true),
        '-c',
        `http.curloptResolve=${pin}`,
        'ls-remote',
        `http://${host}:${open.port}/sample.git`,
      ],
      cwd: root,
      env: hardenedEnvironment({ home: root, ceiling: root }),
      signal: new AbortController().signal,
    });
    expect(listing).toMatchObject({ code: 0 });
    expect(listing.stdout).toContain(`${repo.second}\trefs/heads/main`);
  });

  it('localhost is pinned to its checked addresses when allowed, and a name that does not resolve is refused', async () => {
    expect((await syncWorkspace(request({ url: `http://localhost:${open.port}/sample.git` }))).commit).toBe(
      repo.second,
    );
    expect(await failure(syncWorkspace(request({ url: 'http://no-such-host.invalid/x.git' })))).toEqual({
      cause: 'unresolvable_host',
      host: 'no-such-host.invalid',
    });
  });
});

describe('CONTRACT §15: timeout and cancel', () => {
  it('a server that never answers is timed_out, and no workspace is left', async () => {
    const silent = await startGitHttpServer({ root, silent: true });
    try {
      const req = request({
        url: `${silent.origin}/sample.git`,
        limits: { maxBytes: 1 << 20, timeoutMs: 400, allowLocal: true },
      });
      const started = performance.now();
      expect(await failure(syncWorkspace(req))).toEqual({ cause: 'timed_out', limit_seconds: 0.4 });
      expect(performance.now() - started).toBeLessThan(2000);
      expect(leftovers(req.dir)).toEqual([]);
    } finally {
      await silent.close();
    }
  });

  it('cancelling mid-clone kills git and everything it started within a second; nothing is left', async () => {
    largeRepository(root, 4);
    const slow = await startGitHttpServer({ root: join(root, 'served'), slow: true });
    const controller = new AbortController();
    const group: number[] = [];
    let abortedAt = 0;
    const req = request({
      url: `${slow.origin}/large.git`,
      signal: controller.signal,
      onProgress: (_progress, phase) => {
        if (abortedAt || phase !== 'Cloning: receiving objects') return;
        group.push(...gitProcessGroup());
        abortedAt = performance.now();
        controller.abort();
      },
    });
    try {
      expect(await failure(syncWorkspace(req))).toEqual({ cause: 'cancelled' });
      expect(performance.now() - abortedAt).toBeLessThan(1000);
    } finally {
      await slow.close();
    }
    // git, git-remote-http and index-pack were all running, and none is left.
    expect(group.length).toBeGreaterThanOrEqual(3);
    expect(group.filter(isAlive)).toEqual([]);
    expect(leftovers(req.dir)).toEqual([]);
  });
});

/** The processes in the group of this process's `git` child (it leads its own group). */
function gitProcessGroup(): number[] {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,pgid=,comm='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/));
  const leader = table.find(([, ppid, , comm]) => Number(ppid) === process.pid && comm === 'git');
  if (!leader) return [];
  return table.filter(([, , pgid]) => pgid === leader[0]).map(([pid]) => Number(pid));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A zombie nobody has reaped yet is gone for every purpose here.
  try {
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
}
