import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RunWorker } from '../../runs/worker';
import { type GitHttpServer, startGitHttpServer } from '../../test/git-http-server';
import { TestRepository } from '../../test/git-repository';
import { startTestService, type TestService } from '../../test/harness';
import { workspaceDir } from '../../runs/plan';

/**
 * Repository credentials (CONTRACT §15): write-only, sealed, given to git through its environment. A
 * repository served by git's own http-backend behind Basic auth clones with the right token and fails
 * in words with a wrong one; the token is in no answer, audit row, log line or workspace file.
 */
const TOKEN = 'glpat-Argus7Secret9Token0Value';
const WRONG = 'glpat-Wrong7Secret9Token0Value';
let s: TestService;
let admin: string;
let root: string;
let server: GitHttpServer;
let logged = '';
const writes = { stdout: process.stdout.write, stderr: process.stderr.write };
// biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, each checked by the expectations that read it.
type Answer = { status: number; body: any; text: string };
const api = async (method: string, path: string, body?: unknown): Promise<Answer> => {
  const res = await s.call(admin, method, path, body);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, text };
};

/** Every file under a directory, as text (a token written anywhere in the workspace would show). */
function everyFile(dir: string): string {
  let text = '';
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const path = join(dir, entry);
    if (statSync(path, { throwIfNoEntry: false })?.isFile()) text += readFileSync(path, 'latin1');
  }
  return text;
}

beforeAll(async () => {
  s = await startTestService();
  admin = await s.tokenFor('administrator');
  root = mkdtempSync(join(tmpdir(), 'argus-served-'));
  const repo = new TestRepository();
  repo.commit({
    author: 'Ann',
    email: 'ann@example.com',
    date: '2026-05-01T08:00:00Z',
    message: 'First',
    files: { 'a.go': 'package a\n' },
  });
  execFileSync('git', ['clone', '--quiet', '--bare', repo.dir, join(root, 'service.git')]);
  repo.remove();
  server = await startGitHttpServer({ root, auth: { username: 'argus', token: TOKEN } });
  const capture =
    (original: typeof process.stdout.write) =>
    (chunk: unknown, ...rest: unknown[]): boolean => {
      logged += String(chunk);
      return (original as (...args: unknown[]) => boolean).call(process.stdout, chunk, ...rest);
    };
  process.stdout.write = capture(writes.stdout) as typeof process.stdout.write;
  process.stderr.write = capture(writes.stderr) as typeof process.stderr.write;
});
afterAll(async () => {
  process.stdout.write = writes.stdout;
  process.stderr.write = writes.stderr;
  await server.close();
  rmSync(root, { recursive: true, force: true });
  await s.close();
});

describe('repository credentials', () => {
  it('clone with the right token, fail in words with a wrong one, and are never shown or written', async () => {
    const runner = new RunWorker({ db: s.db, now: () => s.clock.now, analysis: s.analysis });
    const answers: string[] = [];
    const created = await api('POST', '/api/settings/projects/', {
      name: 'private-service',
      type: 'vcs',
      repo_url: `${server.origin}/service.git`,
      repo_auth: { username: 'argus', token: TOKEN },
    });
    answers.push(created.text);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ repo_auth_kind: 'token', workspace: null });
    expect(created.body).not.toHaveProperty('repo_auth');
    const id = created.body.id as number;

    answers.push((await api('POST', `/api/settings/projects/${id}/clone/`)).text);
    await runner.drain();
    const cloned = await api('GET', `/api/analyses/runs/?project=${id}`);
    answers.push(cloned.text);
    expect(cloned.body.results[0]).toMatchObject({ status: 'finished', error: null });
    const workspace = workspaceDir(s.config.analysis, id);
    expect(readFileSync(join(workspace, '.git', 'config'), 'utf8')).toContain(`${server.origin}/service.git`);

    const patched = await api('PATCH', `/api/settings/projects/${id}/`, { repo_auth: { token: WRONG } });
    answers.push(patched.text);
    expect(patched.body.repo_auth_kind).toBe('token');
    answers.push((await api('POST', `/api/analyses/projects/${id}/authors/start/`)).text);
    await runner.drain();
    const failed = await api('GET', `/api/analyses/runs/?project=${id}&kind=authors`);
    answers.push(failed.text);
    expect(failed.body.results[0]).toMatchObject({
      status: 'failed',
      error: 'Authentication failed: the repository refused the credentials (or none were set).',
    });

    const cleared = await api('PATCH', `/api/settings/projects/${id}/`, { repo_auth: null });
    answers.push(cleared.text);
    expect(cleared.body.repo_auth_kind).toBe('none');
    const audit = await api('GET', `/api/audit_log/?object_type=project&object_id=${id}&per_page=100`);
    answers.push(audit.text);
    expect(audit.body.results.map((row: { changes: Record<string, unknown> }) => row.changes.repo_auth)).toEqual([
      ['***', '***'],
      ['***', '***'],
      ['***', '***'],
    ]);
    answers.push(
      (await api('GET', `/api/projects/${id}/`)).text,
      (await api('GET', '/api/projects/?per_page=100')).text,
    );

    for (const secret of [TOKEN, WRONG]) {
      for (const answer of answers) expect(answer).not.toContain(secret);
      expect(logged).not.toContain(secret);
      expect(everyFile(workspace)).not.toContain(secret);
      const stored = await s.db.query<{ sealed: string }>(
        'SELECT repo_auth_sealed AS sealed FROM projects WHERE id = $1',
        [id],
      );
      expect(JSON.stringify(stored)).not.toContain(secret);
    }
  });

  it('answer a wrong shape with a 400 naming the field', async () => {
    const base = { name: 'bad-credentials', type: 'vcs', repo_url: `${server.origin}/service.git` };
    const blank = await api('POST', '/api/settings/projects/', { ...base, repo_auth: { token: '' } });
    expect(blank).toMatchObject({ status: 400, body: { repo_auth: { token: ['This field may not be blank.'] } } });
    const neither = await api('POST', '/api/settings/projects/', { ...base, repo_auth: { password: 'x' } });
    expect(neither.status).toBe(400);
    expect(neither.body.repo_auth).toEqual([
      'Give {"token"} (with an optional "username") or {"ssh_private_key"}, or null.',
    ]);
    const key = await api('POST', '/api/settings/projects/', { ...base, repo_auth: { ssh_private_key: 'hello' } });
    expect(key.body).toEqual({
      repo_auth: { ssh_private_key: ['Paste a private key: it starts with -----BEGIN … PRIVATE KEY-----.'] },
    });
    const inUrl = await api('POST', '/api/settings/projects/', {
      ...base,
      repo_url: `http://argus:${TOKEN}@127.0.0.1:${server.port}/service.git`,
    });
    expect(inUrl).toMatchObject({ status: 400, body: { repo_url: ['Put credentials in repo_auth, not in the URL.'] } });
    expect(inUrl.text).not.toContain(TOKEN);
  });

  it('refuse file:// and literal private hosts while local repositories are not allowed', async () => {
    const strict = await startTestService({ ARGUS_ALLOW_LOCAL_REPOSITORIES: 'false' });
    try {
      const token = await strict.tokenFor('administrator');
      const create = async (repo_url: string) =>
        (await strict.call(token, 'POST', '/api/settings/projects/', { name: 'x', type: 'vcs', repo_url })).json();
      expect(await create('file:///srv/git/x.git')).toEqual({
        repo_url: ['file:// repositories are allowed only with ARGUS_ALLOW_LOCAL_REPOSITORIES=true.'],
      });
      expect(await create('http://10.1.2.3/x.git')).toEqual({
        repo_url: ['The repository host is not a public address.'],
      });
      expect(await create('git@192.168.0.9:team/x.git')).toEqual({
        repo_url: ['The repository host is not a public address.'],
      });
    } finally {
      await strict.close();
    }
  });
});
