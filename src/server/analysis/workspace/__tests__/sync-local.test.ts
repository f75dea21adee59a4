import { lstatSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncWorkspace } from '../sync';
import { git } from '../../../test/git-repository';
import type { SyncRequest } from '../types';
import {
  alice,
  failure,
  largeRepository,
  leftovers,
  type SampleRepository,
  sampleRepository,
  tempRoot,
} from './git-fixtures';

let root: string;
let repo: SampleRepository;
let url: string;
let workspaces: string;
let counter = 0;

beforeAll(() => {
  root = tempRoot('local');
  repo = sampleRepository(root);
  url = `file://${repo.bare}`;
  workspaces = join(root, 'workspaces');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const request = (overrides: Partial<SyncRequest> = {}): SyncRequest => ({
  url,
  ref: 'main',
  dir: join(workspaces, `project-${++counter}`),
  credentials: null,
  limits: { maxBytes: 50 * 1024 * 1024, timeoutMs: 20_000, allowLocal: true },
  knownHostsFile: join(root, 'known_hosts'),
  ...overrides,
});

describe('CONTRACT §15: a first clone over file:// (ARGUS_ALLOW_LOCAL_REPOSITORIES)', () => {
  it('checks out a branch detached and describes the workspace', async () => {
    const phases: string[] = [];
    const req = request({ onProgress: (_progress, phase) => phases.push(phase) });
    const result = await syncWorkspace(req);
    expect(result).toMatchObject({
      commit: repo.second,
      ref: 'main',
      commit_message: 'Add links',
      committed_at: '2024-04-02T12:30:00.000Z',
      fetched: false,
      // README.md, src/main.ts, leak, up
      files_count: 4,
    });
    expect(result.size_bytes).toBeGreaterThan(readFileSync(join(req.dir, 'README.md')).length + 1000);
    expect(git(req.dir, ['rev-parse', 'HEAD'])).toBe(repo.second);
    expect(git(req.dir, ['rev-parse', '--abbrev-ref', 'HEAD'])).toBe('HEAD'); // detached
    expect(phases).toContain('Cloning');
    expect(phases).toContain('Checking out main');
    expect(leftovers(req.dir)).toEqual([req.dir.split('/').at(-1)]);
  });

  it.each([
    ['feature', () => repo.feature],
    ['refs/heads/feature', () => repo.feature],
    ['v1.0', () => repo.first],
    ['refs/tags/v1.0', () => repo.first],
  ])('checks out %s', async (ref, expected) => {
    const result = await syncWorkspace(request({ ref }));
    expect(result.commit).toBe(expected());
    expect(result.ref).toBe(ref);
  });

  it('checks out a full and an abbreviated commit; the first line of the message is kept', async () => {
    const full = await syncWorkspace(request({ ref: repo.first }));
    expect(full).toMatchObject({
      commit: repo.first,
      commit_message: 'Add the readme',
      committed_at: '2024-03-01T09:00:00.000Z',
      files_count: 2,
    });
    expect((await syncWorkspace(request({ ref: repo.feature.slice(0, 8) }))).commit).toBe(repo.feature);
  });

  it('a symlink pointing out of the repository is a plain file holding the link text', async () => {
    const { dir } = request();
    await syncWorkspace(request({ dir }));
    for (const [name, target] of [
      ['leak', '/etc/passwd'],
      ['up', '../../outside'],
    ]) {
      const stat = lstatSync(join(dir, name!));
      expect(stat.isSymbolicLink()).toBe(false);
      expect(stat.isFile()).toBe(true);
      expect(readFileSync(join(dir, name!), 'utf8')).toBe(target);
    }
    expect(git(dir, ['config', '--get', 'core.symlinks'])).toBe('false');
  });

  it('an unknown ref is ref_not_found and leaves no workspace; a ref that is revision syntax never reaches git', async () => {
    for (const ref of ['no-such-branch', 'main~1', '--upload-pack=touch /tmp/x', 'deadbeef']) {
      const req = request({ ref });
      expect(await failure(syncWorkspace(req))).toEqual({ cause: 'ref_not_found', ref });
      expect(leftovers(req.dir)).toEqual([]);
    }
  });

  it('a repository that does not exist is repository_not_found', async () => {
    const req = request({ url: `file://${root}/nothing-here.git` });
    expect(await failure(syncWorkspace(req))).toEqual({ cause: 'repository_not_found' });
    expect(leftovers(req.dir)).toEqual([]);
  });
});

describe('CONTRACT §15: an existing workspace is fetched into', () => {
  it('picks up a new commit and a new tag, and drops what was changed in the work tree', async () => {
    const source = repo.source.clone(join(root, 'fetch-source'));
    const bare = source.cloneBare(join(root, 'served', 'fetch.git'));
    const req = request({ url: `file://${bare}` });
    expect((await syncWorkspace(req)).fetched).toBe(false);
    writeFileSync(join(req.dir, 'README.md'), 'changed locally');
    writeFileSync(join(req.dir, 'untracked.txt'), 'left behind');

    const next = source.commit({
      ...alice,
      date: '2024-06-01T00:00:00Z',
      message: 'Third',
      files: { 'NEW.md': 'new\n' },
    });
    source.tag('v2.0');
    source.git(['push', '--quiet', bare, 'main', 'v2.0']);

    const phases: string[] = [];
    const result = await syncWorkspace({ ...req, onProgress: (_p, phase) => phases.push(phase) });
    expect(result).toMatchObject({ commit: next, fetched: true, commit_message: 'Third', files_count: 5 });
    expect(phases[0]).toBe('Fetching');
    expect(readFileSync(join(req.dir, 'README.md'), 'utf8')).toBe('# Sample\n');
    expect(() => lstatSync(join(req.dir, 'untracked.txt'))).toThrow();
    expect((await syncWorkspace({ ...req, ref: 'v2.0' })).commit).toBe(next);
  });

  it('a directory that is not a workspace, or one of another repository, is cloned again', async () => {
    const req = request();
    mkdirSync(req.dir, { recursive: true });
    writeFileSync(join(req.dir, 'junk'), 'not a repository');
    const fresh = await syncWorkspace(req);
    expect(fresh).toMatchObject({ fetched: false, commit: repo.second });
    expect(() => lstatSync(join(req.dir, 'junk'))).toThrow();

    const other = largeRepository(join(root, 'other'), 0);
    const moved = await syncWorkspace({ ...req, url: `file://${other}` });
    expect(moved.fetched).toBe(false);
    expect(moved.commit_message).toBe('Random data');
    expect(git(req.dir, ['config', '--get', 'remote.origin.url'])).toBe(`file://${other}`);
  });

  it('partial clones left by a killed process are removed', async () => {
    const req = request();
    mkdirSync(`${req.dir}.partial-0123456789ab`, { recursive: true });
    await syncWorkspace(req);
    expect(leftovers(req.dir)).toEqual([req.dir.split('/').at(-1)]);
  });
});

describe('CONTRACT §15: limits and refusals', () => {
  it('a repository past the size limit is too_large and leaves neither a workspace nor a partial clone', async () => {
    const large = largeRepository(join(root, 'big'), 3);
    const req = request({
      url: `file://${large}`,
      limits: { maxBytes: 256 * 1024, timeoutMs: 20_000, allowLocal: true },
    });
    expect(await failure(syncWorkspace(req))).toEqual({ cause: 'too_large', limit_mb: 0.25 });
    expect(leftovers(req.dir)).toEqual([]);
  });

  it('a fetch that takes the workspace past the limit removes it', async () => {
    const req = request();
    await syncWorkspace(req);
    const limits = { maxBytes: 4096, timeoutMs: 20_000, allowLocal: true };
    expect(await failure(syncWorkspace({ ...req, limits }))).toMatchObject({ cause: 'too_large' });
    expect(leftovers(req.dir)).toEqual([]);
  });

  it('a sync cancelled before it starts runs no git and leaves nothing', async () => {
    const req = request({ signal: AbortSignal.abort() });
    expect(await failure(syncWorkspace(req))).toEqual({ cause: 'cancelled' });
    expect(leftovers(req.dir)).toEqual([]);
  });

  it('file:// and plain paths are local_not_allowed unless local repositories are allowed', async () => {
    const limits = { maxBytes: 1 << 20, timeoutMs: 5000, allowLocal: false };
    for (const local of [url, repo.bare]) {
      const req = request({ url: local, limits });
      expect(await failure(syncWorkspace(req))).toEqual({ cause: 'local_not_allowed' });
      expect(leftovers(req.dir)).toEqual([]);
    }
  });

  it('a plain absolute path is cloned like file:// when local repositories are allowed', async () => {
    expect((await syncWorkspace(request({ url: repo.bare }))).commit).toBe(repo.second);
  });

  it.each([
    ['git://example.org/x.git', 'git'],
    ['ext::sh -c touch% /tmp/pwned', 'ext'],
    ['fd::17', 'fd'],
    ['ftp://example.org/x.git', 'ftp'],
  ])('%s is scheme_not_allowed', async (bad, scheme) => {
    expect(await failure(syncWorkspace(request({ url: bad })))).toEqual({ cause: 'scheme_not_allowed', scheme });
  });

  it('credentials in the URL are refused before git runs, without repeating them', async () => {
    const detail = 'Put credentials in repo_auth, not in the URL.';
    for (const bad of ['https://user:s3cret@example.org/x.git', 'https://ghp_token@example.org/x.git']) {
      const got = await failure(syncWorkspace(request({ url: bad })));
      expect(got).toEqual({ cause: 'git_failed', detail });
    }
  });
});
