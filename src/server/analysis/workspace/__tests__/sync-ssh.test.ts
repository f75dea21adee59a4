import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncWorkspace } from '../sync';
import { hasSshd, type Sshd, startSshd } from '../../../test/sshd';
import type { SyncRequest } from '../types';
import { failure, leftovers, type SampleRepository, sampleRepository, tempRoot } from './git-fixtures';

// Debian's openssh-server provides /usr/sbin/sshd; without it there is no SSH server to clone from.
describe.skipIf(!hasSshd)('CONTRACT §15: clone over SSH with a key (needs openssh-server)', () => {
  let root: string;
  let repo: SampleRepository;
  let sshd: Sshd;
  let counter = 0;
  let privateTemp: string;
  const savedTmp = process.env.TMPDIR;

  beforeAll(async () => {
    root = tempRoot('ssh');
    repo = sampleRepository(root);
    sshd = await startSshd(root);
    // The key file goes to a private directory under TMPDIR: watched here, to see it go.
    privateTemp = join(root, 'tmp');
    rmSync(privateTemp, { recursive: true, force: true });
    mkdirSync(privateTemp);
    process.env.TMPDIR = privateTemp;
  });
  afterAll(() => {
    process.env.TMPDIR = savedTmp;
    sshd?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const request = (overrides: Partial<SyncRequest> = {}): SyncRequest => ({
    url: `ssh://${sshd.user}@localhost:${sshd.port}${repo.bare}`,
    ref: 'v1.0',
    dir: join(root, 'workspaces', `project-${++counter}`),
    credentials: { ssh_private_key: sshd.clientKey },
    limits: { maxBytes: 50 * 1024 * 1024, timeoutMs: 20_000, allowLocal: true },
    knownHostsFile: join(root, 'argus', 'known_hosts'),
    ...overrides,
  });

  it('clones and fetches with the key; the host key is remembered under the host name; the key file is gone', async () => {
    const req = request();
    expect(await syncWorkspace(req)).toMatchObject({ commit: repo.first, fetched: false, files_count: 2 });
    expect(await syncWorkspace({ ...req, ref: 'main' })).toMatchObject({ commit: repo.second, fetched: true });
    const knownHosts = readFileSync(req.knownHostsFile, 'utf8');
    expect(knownHosts).toMatch(/^localhost ssh-ed25519 /m);
    expect(readdirSync(privateTemp)).toEqual([]);
    expect(readFileSync(join(req.dir, '.git', 'config'), 'utf8')).not.toContain('PRIVATE KEY');
  });

  it('without a key, or with the wrong one, it is authentication_failed', async () => {
    const other = readFileSync(join(root, 'host_key'), 'utf8');
    for (const credentials of [null, { ssh_private_key: other }]) {
      const req = request({ credentials });
      expect(await failure(syncWorkspace(req))).toEqual({ cause: 'authentication_failed' });
      expect(leftovers(req.dir)).toEqual([]);
    }
  });

  it('a path the server does not have is repository_not_found', async () => {
    const req = request({ url: `ssh://${sshd.user}@127.0.0.1:${sshd.port}${root}/missing.git` });
    expect(await failure(syncWorkspace(req))).toEqual({ cause: 'repository_not_found' });
  });

  it('the guard refuses the loopback address before ssh runs', async () => {
    const req = request({ limits: { maxBytes: 1 << 20, timeoutMs: 5000, allowLocal: false } });
    expect(await failure(syncWorkspace(req))).toEqual({ cause: 'address_not_allowed', host: 'localhost' });
  });
});
