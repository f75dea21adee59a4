import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_MODEL } from '../../analysis/secrets/model/base-model';
import { probabilityOf } from '../../analysis/secrets/model/score';
import { storedModel } from '../../db/repositories/ml-model';
import { TestRepository } from '../../test/git-repository';
import { startTestService, type TestService } from '../../test/harness';
import { RunWorker } from '../worker';

/**
 * Secrets runs end to end with real analysis processes (CONTRACT §18): a repository made here with
 * secrets added, moved, removed and re-added across commits; the findings through the API with their
 * commits, first and last sightings and `is_in_head`; a later run reads only the new commits; the code
 * around a finding masked; then a user model trained on the labels, accepted, and every finding re-scored.
 */
let s: TestService;
let admin: string;
let repo: TestRepository;
let runner: RunWorker;
const api = async (method: string, path: string, body?: unknown) => {
  const res = await s.call(admin, method, path, body);
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, each checked by the expectations that read it.
  return { status: res.status, body: (text ? JSON.parse(text) : null) as any };
};

/** Random values in each token's published shape: new at every run of the test, so nothing can be hard-coded. */
const alnum = (n: number) =>
  randomBytes(n * 2)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, n)
    .padEnd(n, 'Q');
const upper = (n: number) =>
  alnum(n * 2)
    .toUpperCase()
    .slice(0, n);
const GITHUB = `ghp_${alnum(36)}`;
const AWS_ID = `AKIA${upper(16)}`;
const STRIPE = `sk_live_${alnum(28)}`;

const ALICE = { author: 'Alice Example', email: 'alice@example.com' };
const BOB = { author: 'Bob Example', email: 'bob@example.com' };
let commits: Record<'add' | 'move' | 'remove' | 'readd' | 'later', string>;

type Finding = { id: number; rule_id: string; fingerprint: string; file: string; commit: string; masked: string };
const findings = async (projectId: number): Promise<Finding[]> =>
  (await api('GET', `/api/secrets/findings/?project=${projectId}&per_page=100&ordering=id`)).body.results;

beforeAll(async () => {
  s = await startTestService({ ARGUS_SECRETS_MIN_LABELS: '3' });
  admin = await s.tokenFor('administrator');
  runner = new RunWorker({ db: s.db, now: () => s.clock.now, analysis: s.analysis });
  repo = new TestRepository();
  const add = repo.commit({
    ...ALICE,
    date: '2026-01-05T10:00:00Z',
    message: 'Deploy script and config',
    files: {
      'deploy/release.sh': `#!/bin/sh\nexport GITHUB_TOKEN=${GITHUB}\n./release\n`,
      'config/aws.ini': `[default]\nregion = eu-west-1\naws_access_key_id = ${AWS_ID}\n`,
      'README.md': '# Service\n',
    },
  });
  // The token moves to another file; the old one goes.
  const move = repo.commit({
    ...BOB,
    date: '2026-02-05T10:00:00Z',
    message: 'Move the release token',
    files: { 'deploy/release.sh': null, 'ci/publish.sh': `#!/bin/sh\n# publish\nTOKEN=${GITHUB} ./publish\n` },
  });
  const remove = repo.commit({
    ...ALICE,
    date: '2026-03-05T10:00:00Z',
    message: 'Credentials from the environment',
    files: { 'config/aws.ini': '[default]\nregion = eu-west-1\n' },
  });
  const readd = repo.commit({
    ...BOB,
    date: '2026-04-05T10:00:00Z',
    message: 'Oops',
    files: { 'config/aws.ini': `[default]\nregion = eu-west-1\naws_access_key_id = ${AWS_ID}\n` },
  });
  commits = { add, move, remove, readd, later: '' };
});
afterAll(async () => {
  repo.remove();
  await s.close();
});

describe('a secrets run on a real repository', () => {
  let projectId: number;

  it('finds each secret once, with its first and last sightings and whether the tree still holds it', async () => {
    projectId = (await api('POST', '/api/settings/projects/', { name: 'planted', type: 'vcs', repo_url: repo.url }))
      .body.id;
    expect((await api('POST', `/api/analyses/projects/${projectId}/secrets/start/`)).status).toBe(202);
    await runner.drain();
    const [run] = (await api('GET', `/api/analyses/runs/?project=${projectId}&kind=project_secrets`)).body.results;
    expect(run).toMatchObject({ status: 'finished', error: null });
    expect(run.summary).toMatchObject({ findings_count: 2, new_findings_count: 2, commits_scanned: 4 });
    const found = await findings(projectId);
    const github = found.find((f) => f.rule_id === 'github-pat')!;
    const aws = found.find((f) => f.rule_id === 'aws-access-key-id')!;
    expect(found).toHaveLength(2);
    expect(github).toMatchObject({
      rule_id: 'github-pat',
      file: 'ci/publish.sh',
      start_line: 3,
      commit: commits.move,
      author_email: 'bob@example.com',
      masked: 'ghp_…',
      first_seen_at: '2026-01-05T10:00:00.000Z',
      is_in_head: true,
      status: 'new',
    });
    expect(aws).toMatchObject({
      rule_id: 'aws-access-key-id',
      file: 'config/aws.ini',
      commit: commits.readd,
      committed_at: '2026-04-05T10:00:00.000Z',
      masked: 'AKIA…',
      first_seen_at: '2026-01-05T10:00:00.000Z',
      is_in_head: true,
    });
    const detail = (await api('GET', `/api/secrets/findings/${aws.id}/`)).body;
    expect(detail.sightings.map((x: { commit: string | null }) => x.commit)).toEqual([
      null,
      commits.readd,
      commits.add,
    ]);
    const [stored] = await s.db.query<{ features: Record<string, number> }>(
      'SELECT features FROM secret_findings WHERE id = $1',
      [aws.id],
    );
    expect(detail.probability).toBeCloseTo(probabilityOf(BASE_MODEL, stored!.features), 12);
  });

  it('reads only the new commits next time; a secret the tree loses is no longer in head', async () => {
    commits.later = repo.commit({
      ...ALICE,
      date: '2026-05-05T10:00:00Z',
      message: 'Billing',
      files: { 'ci/publish.sh': '#!/bin/sh\n./publish\n', 'billing/keys.js': `export const stripe = '${STRIPE}';\n` },
    });
    expect((await api('POST', `/api/analyses/projects/${projectId}/secrets/start/`)).status).toBe(202);
    await runner.drain();
    const [run] = (await api('GET', `/api/analyses/runs/?project=${projectId}&kind=project_secrets`)).body.results;
    expect(run.summary).toMatchObject({ findings_count: 3, new_findings_count: 1, commits_scanned: 1 });
    const byRule = new Map((await findings(projectId)).map((f) => [f.rule_id, f]));
    expect(byRule.get('github-pat')).toMatchObject({ is_in_head: false, commit: commits.move });
    expect(byRule.get('stripe-secret-key')).toMatchObject({
      file: 'billing/keys.js',
      commit: commits.later,
      masked: 'sk_l…',
      is_in_head: true,
    });
  });

  it('shows the code around a finding from the workspace with the secret masked', async () => {
    const stripe = (await findings(projectId)).find((f) => f.rule_id === 'stripe-secret-key')!;
    const context = (await api('GET', `/api/secrets/findings/${stripe.id}/context/`)).body;
    expect(context).toEqual({
      available: true,
      reason: null,
      commit: commits.later,
      file: 'billing/keys.js',
      lines: [{ number: 1, text: "export const stripe = 'sk_l…';", is_match: true }],
    });
  });

  it('trains a user model on the labels, and accepting it re-scores every finding', async () => {
    const all = await findings(projectId);
    const label = async (ids: number[], status: string) =>
      expect((await api('POST', '/api/secrets/findings/bulk/', { ids, status, reason: 'Checked' })).status).toBe(200);
    await label(
      all.filter((f) => f.rule_id !== 'stripe-secret-key').map((f) => f.id),
      'true_positive',
    );
    await label(
      all.filter((f) => f.rule_id === 'stripe-secret-key').map((f) => f.id),
      'false_positive',
    );
    const [training] = (await api('POST', '/api/secrets/ml_model/train/')).body;
    await runner.drain();
    const run = (await api('GET', `/api/analyses/runs/${training.id}/`)).body;
    expect(run).toMatchObject({ kind: 'secrets_ml_training', status: 'finished', error: null });
    expect(run.summary).toMatchObject({ labels_count: 3 });
    const model = (await api('GET', '/api/secrets/ml_model/')).body;
    expect(model).toMatchObject({
      model_type: 'base',
      training_status: 'finished',
      has_candidate: true,
      labels_count: 3,
    });
    expect(model.candidate).toMatchObject({ labels_count: 3, accuracy: run.summary.candidate.accuracy });
    expect((await api('POST', '/api/secrets/ml_model/accept/')).body).toMatchObject({
      model_type: 'user',
      user: model.candidate,
    });
    const user = (await storedModel(s.db, 'user'))!.model;
    for (const row of await s.db.query<{ probability: number; features: Record<string, number> }>(
      'SELECT probability, features FROM secret_findings',
    )) {
      expect(row.probability).toBeCloseTo(probabilityOf(user, row.features), 12);
    }
  });
});
