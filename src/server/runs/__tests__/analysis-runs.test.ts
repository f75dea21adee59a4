import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../test/harness';
import { commitsByEmail, TestRepository } from '../../test/git-repository';
import { RunWorker } from '../worker';

/**
 * The run engine with real analysis processes (CONTRACT §15): a repository made here is cloned and its
 * history read through the API; misbehaving processes (a throw, running out of memory, hanging) fail or
 * are cancelled alone while the API keeps answering.
 */
let s: TestService;
let admin: string;
let repo: TestRepository;
const api = async (method: string, path: string, body?: unknown) => {
  const res = await s.call(admin, method, path, body);
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, each checked by the expectations that read it.
  return { status: res.status, body: (text ? JSON.parse(text) : null) as any };
};
/** A process that has ended, even one nobody reaped yet (a zombie under a PID 1 that does not reap), is not running. */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}
const misbehaving = fileURLToPath(new URL('./fixtures/misbehaving-analysis.ts', import.meta.url));

const ALICE = { author: 'Alice Example', email: 'alice@example.com' };
const BOB = { author: 'Bob Example', email: 'Bob@Example.com' };

beforeAll(async () => {
  s = await startTestService({ ARGUS_ANALYSIS_MEMORY_MB: '96' });
  admin = await s.tokenFor('administrator');
  repo = new TestRepository();
  repo.commit({ ...ALICE, date: '2026-01-05T10:00:00+01:00', message: 'Start', files: { 'src/app.ts': 'a\nb\n' } });
  repo.commit({ ...BOB, date: '2026-02-10T10:00:00Z', message: 'Add the worker', files: { 'worker.py': 'x\n' } });
  repo.commit({
    ...ALICE,
    date: '2026-03-01T10:00:00Z',
    message: 'Fix the app\n\nLonger text.',
    files: { 'src/app.ts': 'a\nc\n' },
  });
});
afterAll(async () => {
  repo.remove();
  await s.close();
});

async function project(name: string, url: string): Promise<number> {
  const created = await api('POST', '/api/settings/projects/', { name, type: 'vcs', repo_url: url });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}

describe('cloning and authors through the API', () => {
  it('clones the repository, records its workspace and reads its authors; a later run reads only new commits', async () => {
    const runner = new RunWorker({ db: s.db, now: () => s.clock.now, analysis: s.analysis });
    const id = await project('real-repo', repo.url);
    expect((await api('POST', `/api/settings/projects/${id}/clone/`)).status).toBe(202);
    await runner.drain();
    const [cloning] = (await api('GET', `/api/analyses/runs/?project=${id}&kind=repository_cloning`)).body.results;
    expect(cloning).toMatchObject({ status: 'finished', error: null, progress: 100, phase: null });
    expect(cloning.summary).toMatchObject({ ref: 'main', files_count: 2, fetched: false });
    const detail = (await api('GET', `/api/projects/${id}/`)).body;
    expect(detail.workspace).toMatchObject({
      commit: cloning.summary.commit,
      ref: 'main',
      commit_message: 'Fix the app',
      committed_at: '2026-03-01T10:00:00.000Z',
      files_count: 2,
    });
    expect(detail.workspace.size_bytes).toBeGreaterThan(0);

    expect((await api('POST', `/api/analyses/projects/${id}/authors/start/`)).status).toBe(202);
    await runner.drain();
    const [authorsRun] = (await api('GET', `/api/analyses/runs/?project=${id}&kind=authors`)).body.results;
    expect(authorsRun.status).toBe('finished');
    expect(authorsRun.summary).toEqual({ authors_count: 2, commits_count: 3, new_commits_count: 3 });
    const authors = (await api('GET', `/api/authors/?project=${id}&ordering=email`)).body.results;
    expect(new Map(authors.map((a: { email: string; commits_count: number }) => [a.email, a.commits_count]))).toEqual(
      commitsByEmail(repo.dir),
    );
    expect(authors[0]).toMatchObject({
      email: 'alice@example.com',
      lines_added: 3,
      lines_removed: 1,
      first_commit_at: '2026-01-05T09:00:00.000Z',
      active_months: 2,
      technologies: ['TypeScript'],
    });
    expect(authors[1]).toMatchObject({ email: 'bob@example.com', technologies: ['Python'] });

    repo.commit({ ...BOB, date: '2026-04-01T10:00:00Z', message: 'More', files: { 'worker.py': 'x\ny\n' } });
    expect((await api('POST', `/api/analyses/projects/${id}/authors/start/`)).status).toBe(202);
    await runner.drain();
    const [again] = (await api('GET', `/api/analyses/runs/?project=${id}&kind=authors`)).body.results;
    expect(again.summary).toEqual({ authors_count: 2, commits_count: 4, new_commits_count: 1 });
    const bob = (await api('GET', `/api/authors/?project=${id}&search=bob`)).body.results[0];
    expect(bob).toMatchObject({ commits_count: 2, active_months: 2, last_commit_at: '2026-04-01T10:00:00.000Z' });
    const activity = (await api('GET', `/api/authors/${bob.id}/activity/`)).body;
    expect(activity.months).toEqual([
      { month: '2026-02', commits_count: 1 },
      { month: '2026-04', commits_count: 1 },
    ]);
    expect(activity.projects).toEqual([
      expect.objectContaining({ project_id: id, project_name: 'real-repo', commits_count: 2, lines_added: 2 }),
    ]);
  });

  it('fails a run whose ref does not exist, in words', async () => {
    const runner = new RunWorker({ db: s.db, now: () => s.clock.now, analysis: s.analysis });
    const created = await api('POST', '/api/settings/projects/', {
      name: 'no-such-ref',
      type: 'vcs',
      repo_url: repo.url,
      repo_ref_name: 'release/9',
    });
    await api('POST', `/api/settings/projects/${created.body.id}/clone/`);
    await runner.drain();
    const [run] = (await api('GET', `/api/analyses/runs/?project=${created.body.id}`)).body.results;
    expect(run).toMatchObject({ status: 'failed', error: 'Ref "release/9" was not found in the repository.' });
  });
});

describe('an analysis process that misbehaves fails or ends alone', () => {
  const misbehavingRun = async (behaviour: string) => {
    const runner = new RunWorker({
      db: s.db,
      now: () => s.clock.now,
      analysis: s.analysis,
      analysisScript: misbehaving,
      watchMs: 100,
    });
    const id = await project(`misbehaving-${behaviour}`, `file:///misbehave/${behaviour}`);
    const started = await api('POST', `/api/analyses/projects/${id}/authors/start/`);
    await runner.poll();
    return { runner, runId: started.body[0].id as number };
  };

  it('a throw fails the run with the process exit in words', async () => {
    const { runner, runId } = await misbehavingRun('throw');
    await runner.drain();
    expect((await api('GET', `/api/analyses/runs/${runId}/`)).body).toMatchObject({
      status: 'failed',
      error: 'The analysis process ended unexpectedly (exit code 1).',
    });
  });

  it('running out of memory fails the run alone while the API keeps answering', async () => {
    const { runner, runId } = await misbehavingRun('oom');
    const during = await api('GET', '/api/projects/?per_page=5');
    expect(during.status).toBe(200);
    await runner.drain();
    expect((await api('GET', `/api/analyses/runs/${runId}/`)).body).toMatchObject({
      status: 'failed',
      error: 'The analysis ran out of memory (limit 96 MB, ARGUS_ANALYSIS_MEMORY_MB).',
    });
  });

  it('a cancel ends a process that ignores it, with every process of its group, within 5 s', async () => {
    const { runner, runId } = await misbehavingRun('hang');
    let phase: string | null = null;
    for (let i = 0; i < 100 && !phase; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      phase = (await api('GET', `/api/analyses/runs/${runId}/`)).body.phase;
    }
    const run = (await api('GET', `/api/analyses/runs/${runId}/`)).body;
    expect(run).toMatchObject({ status: 'running', progress: 42 });
    const sleeper = Number(/sleeping in (\d+)/.exec(phase ?? '')?.[1]);
    expect(sleeper).toBeGreaterThan(0);
    const cancelledAt = Date.now();
    expect((await api('POST', `/api/analyses/runs/${runId}/cancel/`)).status).toBe(200);
    await runner.drain();
    expect(Date.now() - cancelledAt).toBeLessThan(5000);
    // SIGKILL is delivered, not awaited: the sleeper is gone a moment after its group was killed.
    for (let i = 0; i < 20 && isRunning(sleeper); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(isRunning(sleeper)).toBe(false);
    expect(Date.now() - cancelledAt).toBeLessThan(5000);
    expect((await api('GET', `/api/analyses/runs/${runId}/`)).body).toMatchObject({ status: 'cancelled' });
  });
});

describe('a run whose process died elsewhere', () => {
  it('is failed once its heartbeat is a minute old, and its project queue moves on', async () => {
    const id = await project('orphaned-run', repo.url);
    const [orphan] = (await api('POST', `/api/analyses/projects/${id}/authors/start/`)).body;
    // What another process that died mid-run leaves: running, its last heartbeat long ago.
    await s.db.query(`UPDATE runs SET status = 'running', started_at = $2, heartbeat_at = $2 WHERE id = $1`, [
      orphan.id,
      new Date(s.clock.now.getTime() - 61_000),
    ]);
    const [next] = (await api('POST', `/api/settings/projects/${id}/clone/`)).body;
    await new RunWorker({ db: s.db, now: () => s.clock.now, analysis: s.analysis }).drain();
    expect((await api('GET', `/api/analyses/runs/${orphan.id}/`)).body).toMatchObject({
      status: 'failed',
      error: 'The service stopped while the run was in progress.',
    });
    expect((await api('GET', `/api/analyses/runs/${next.id}/`)).body).toMatchObject({ status: 'finished' });
  });
});
