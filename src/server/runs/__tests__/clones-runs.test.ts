import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestRepository } from '../../test/git-repository';
import { startTestService, type TestService } from '../../test/harness';
import { workspaceDir } from '../plan';
import { RunWorker } from '../worker';

/**
 * Clones runs through the API (CONTRACT §19) with real analysis processes: repositories made here share
 * express's lib/view.js (src/server/analysis/clones/__tests__/fixtures/SOURCES.md) within one project
 * and across two; the index finds what they share, re-analysing replaces it, deleting a project takes
 * its clones away.
 */
const FIXTURES = join(import.meta.dirname, '../../analysis/clones/__tests__/fixtures');
/** 205 lines, code from line 9 to 205: a copy of it is a clone of 197 lines. */
const VIEW = readFileSync(join(FIXTURES, 'view.js.txt'), 'utf8');
/** 11 lines, a dozen tokens: never a clone. */
const INDEX = readFileSync(join(FIXTURES, 'index.js.txt'), 'utf8');
const ALICE = { author: 'Alice Example', email: 'alice@example.com', date: '2026-01-05T10:00:00Z' };

let s: TestService;
let admin: string;
let runner: RunWorker;
let repoA: TestRepository;
let repoB: TestRepository;
let a: number;
let b: number;
const api = async (path: string, init: { method?: string; headers?: Record<string, string> } = {}) => {
  const res = await s.call(admin, init.method ?? 'GET', path, undefined, init.headers);
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, each checked by the expectations that read it.
  return { status: res.status, body: (text ? JSON.parse(text) : null) as any };
};

async function project(name: string, url: string): Promise<number> {
  const res = await s.call(admin, 'POST', '/api/settings/projects/', { name, type: 'vcs', repo_url: url });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** Runs a clones analysis of the project and answers its finished run. */
async function findClones(id: number) {
  expect((await api(`/api/analyses/projects/${id}/clones/start/`, { method: 'POST' })).status).toBe(202);
  await runner.drain();
  const [run] = (await api(`/api/analyses/runs/?project=${id}&kind=clones`)).body.results;
  expect(run).toMatchObject({ status: 'finished', error: null });
  return run;
}

const clonesOf = async (query: string) => (await api(`/api/clones/?${query}`)).body.results;

/** The lines the index holds for a project's file: where a fragment shared through it starts and ends. */
async function indexedSpan(projectId: number, path: string) {
  const [row] = await s.db.query<{ start_line: number; end_line: number; first: number; last: number }>(
    `SELECT min(fp.start_line)::int AS start_line, max(fp.end_line)::int AS end_line,
            min(fp.token_index)::int AS first, max(fp.token_index)::int AS last
       FROM clone_fingerprints fp JOIN clone_files f ON f.id = fp.file_id
      WHERE f.project_id = $1 AND f.path = $2`,
    [projectId, path],
  );
  return row!;
}

beforeAll(async () => {
  s = await startTestService();
  admin = await s.tokenFor('administrator');
  runner = new RunWorker({ db: s.db, now: () => s.clock.now, analysis: s.analysis });
  repoA = new TestRepository();
  repoA.commit({ ...ALICE, files: { 'lib/view.js': VIEW, 'lib/copy.js': VIEW, 'index.js': INDEX } });
  repoB = new TestRepository();
  repoB.commit({ ...ALICE, files: { 'src/render.js': VIEW, 'index.js': INDEX } });
  a = await project('clones-a', repoA.url);
  b = await project('clones-b', repoB.url);
});
afterAll(async () => {
  repoA.remove();
  repoB.remove();
  await s.close();
});

describe('clones runs', () => {
  it('finds a copy within a project and counts its duplicated lines (hand-checked)', async () => {
    const run = await findClones(a);
    // Lines: 205 + 205 + 11 = 421; duplicated: lines 9–205 of both copies, 2 × 197 = 394; 394 / 421 = 93.59 %.
    expect(run.summary).toEqual({
      clones_count: 1,
      cross_project_clones_count: 0,
      duplicated_lines_percent: 93.59,
      files_analysed: 3,
      lines_of_code: 421,
      duplicated_lines: 394,
      skipped_files: { generated: 0, too_large: 0, binary: 0, unknown_format: 0 },
    });
    expect((await api(`/api/projects/${a}/`)).body).toMatchObject({ duplicated_lines_percent: 93.59, clones_count: 1 });
    const [clone, ...more] = await clonesOf(`project=${a}`);
    expect(more).toEqual([]);
    const head = repoA.head();
    expect(clone).toMatchObject({
      format: 'javascript',
      lines: 197,
      tokens: 647,
      level: 'medium',
      a: { project_id: a, project_name: 'clones-a', file: 'lib/copy.js', start_line: 9, end_line: 205, commit: head },
      b: { project_id: a, file: 'lib/view.js', start_line: 9, end_line: 205, commit: head, author_name: ALICE.author },
    });
    expect(clone.a.author_email).toBe(ALICE.email);
  });

  it('shows both fragments as the workspace holds them', async () => {
    const [clone] = await clonesOf(`project=${a}&cross=false`);
    const { status, body } = await api(`/api/clones/${clone.id}/fragments/`);
    expect(status).toBe(200);
    const expected = VIEW.split('\n')
      .slice(8, 205)
      .map((text, i) => ({ number: 9 + i, text }));
    expect(body.a).toEqual({ available: true, reason: null, lines: expected });
    expect(body.b).toEqual({ available: true, reason: null, lines: expected });
    expect((await api('/api/clones/999999/fragments/')).status).toBe(404);
  });

  it('finds the same code in another project through the index', async () => {
    const run = await findClones(b);
    expect(run.summary).toMatchObject({ clones_count: 2, cross_project_clones_count: 2, files_analysed: 2 });
    const { first, last, ...span } = await indexedSpan(b, 'src/render.js');
    // Winnowing keeps a window in every 8: the first kept starts within the file's first 8 tokens, the
    // last within its last 8 windows (647 tokens, windows of 50 start at 0–597).
    expect(first).toBeLessThan(8);
    expect(last).toBeGreaterThan(597 - 8);
    const across = await clonesOf(`project=${b}`);
    expect(across.map((c: { b: { file: string } }) => c.b.file).sort()).toEqual(['lib/copy.js', 'lib/view.js']);
    for (const clone of across) {
      expect(clone).toMatchObject({
        a: { project_id: b, project_name: 'clones-b', file: 'src/render.js', ...span },
        b: { project_id: a, project_name: 'clones-a', commit: repoA.head(), author_name: null },
      });
      expect(clone.b.start_line).toBe(span.start_line);
      expect(clone.b.end_line).toBe(span.end_line);
    }
    const duplicated = span.end_line - span.start_line + 1;
    expect((await api(`/api/projects/${b}/`)).body).toMatchObject({
      clones_count: 2,
      duplicated_lines_percent: Math.round((duplicated / (205 + 11)) * 10_000) / 100,
    });
    // Project A's own figures count the clones with B; its duplicated lines were already counted.
    expect((await api(`/api/projects/${a}/`)).body).toMatchObject({ clones_count: 3, duplicated_lines_percent: 93.59 });
  });

  it("answers a project's clones with its side first, and filters them", async () => {
    const ofA = await clonesOf(`project=${a}`);
    expect(ofA).toHaveLength(3);
    for (const clone of ofA) expect(clone.a.project_id).toBe(a);
    const cross = await clonesOf(`project=${a}&cross=true`);
    expect(cross.map((c: { b: { project_id: number } }) => c.b.project_id)).toEqual([b, b]);
    expect(await clonesOf(`project=${a}&other_project=${b}`)).toEqual(cross);
    expect(await clonesOf(`project=${a}&cross=false`)).toHaveLength(1);
    expect(await clonesOf(`project=${a}&level=medium`)).toHaveLength(3);
    expect(await clonesOf(`project=${a}&level=high`)).toEqual([]);
    // Without a project, each clone once, as stored.
    expect(await clonesOf(`other_project=${b}`)).toHaveLength(2);
    for (const [query, field] of [
      ['level=huge', 'level'],
      ['cross=maybe', 'cross'],
      ['project=abc', 'project'],
      ['other_project=-1', 'other_project'],
    ]) {
      const res = await api(`/api/clones/?${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body), query).toEqual([field]);
    }
  });

  it('gives the overview: the most duplicated projects and the pairs that share the most', async () => {
    const { body } = await api('/api/clones/overview/');
    expect(body.projects.map((p: { project_id: number }) => p.project_id)).toEqual([a, b]);
    expect(body.projects[0]).toMatchObject({ project_name: 'clones-a', duplicated_lines: 394, clones_count: 3 });
    expect(body.pairs).toEqual([
      {
        a_project_id: a,
        a_project_name: 'clones-a',
        b_project_id: b,
        b_project_name: 'clones-b',
        clones_count: 2,
        lines: expect.any(Number),
      },
    ]);
  });

  it("replaces a project's clones when it is analysed again", async () => {
    repoB.commit({ ...ALICE, date: '2026-02-01T10:00:00Z', files: { 'src/render.js': null } });
    const run = await findClones(b);
    expect(run.summary).toMatchObject({ clones_count: 0, cross_project_clones_count: 0, duplicated_lines_percent: 0 });
    expect(await clonesOf(`project=${a}&cross=true`)).toEqual([]);
    expect((await api(`/api/projects/${a}/`)).body).toMatchObject({ clones_count: 1, duplicated_lines_percent: 93.59 });
    const [indexed] = await s.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM clone_files WHERE project_id = $1 AND path = 'src/render.js'",
      [b],
    );
    expect(indexed!.n).toBe(0);
  });

  it("takes a deleted project's clones and index away", async () => {
    repoB.commit({ ...ALICE, date: '2026-03-01T10:00:00Z', files: { 'src/render.js': VIEW } });
    await findClones(b);
    expect(await clonesOf(`project=${a}&cross=true`)).toHaveLength(2);
    expect((await s.call(admin, 'DELETE', `/api/settings/projects/${b}/`)).status).toBe(204);
    expect(await clonesOf(`project=${a}&cross=true`)).toEqual([]);
    const [left] = await s.db.query<{ n: number }>(
      'SELECT (SELECT count(*) FROM clone_fingerprints WHERE project_id = $1) + (SELECT count(*) FROM clone_files WHERE project_id = $1) AS n',
      [b],
    );
    expect(Number(left!.n)).toBe(0);
  });

  it("says why a fragment cannot be shown once the workspace is gone, in the caller's language", async () => {
    const [clone] = await clonesOf(`project=${a}`);
    rmSync(workspaceDir(s.config.analysis, a), { recursive: true, force: true });
    const english = (await api(`/api/clones/${clone.id}/fragments/`)).body;
    expect(english.a).toEqual({ available: false, reason: "The project's workspace no longer exists.", lines: [] });
    const russian = (await api(`/api/clones/${clone.id}/fragments/`, { headers: { 'Accept-Language': 'ru' } })).body;
    expect(russian.b.reason).toBe('Рабочей копии проекта больше нет.');
  });
});
