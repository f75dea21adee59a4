import { randomBytes } from 'node:crypto';
import { cpSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Run } from '../../../contract/runs';
import { BASE_MODEL } from '../../analysis/secrets/model/base-model';
import { probabilityOf } from '../../analysis/secrets/model/score';
import type { SecretModel } from '../../analysis/secrets/model/types';
import type { FoundSecret, SecretsResult, Sighting } from '../../analysis/secrets/types';
import { storeCandidate } from '../../db/repositories/ml-model';
import { insertRun } from '../../db/repositories/runs';
import { workspaceDir } from '../../runs/plan';
import { perform } from '../../runs/work';
import { TestRepository } from '../../test/git-repository';
import { startTestService, type TestService } from '../../test/harness';

/**
 * The secrets API (CONTRACT §18): the findings list and its filters, a finding and the code around it
 * from a real workspace with every known secret masked, bulk triage (who may, 400s naming fields, the
 * audit), counts; the ML model's figures, accept and purge re-scoring every finding with their events,
 * and training refused below ARGUS_SECRETS_MIN_LABELS.
 */
let s: TestService;
let admin: string;
let projectId: number;
let otherProject: number;
let repo: TestRepository;
let commit: string;
const api = async (method: string, path: string, body?: unknown, token = admin) => {
  const res = await s.call(token, method, path, body);
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, each checked by the expectations that read it.
  return { status: res.status, body: (text ? JSON.parse(text) : null) as any };
};

/** A model whose probability is the logistic of (entropy − 4): findings of entropy 2, 4, 6 score 0.12, 0.5, 0.88. */
const BY_ENTROPY: SecretModel = { version: 1, features: ['entropy'], weights: [1], bias: 0, means: [4], scales: [1] };
/** Its opposite: the higher the entropy, the less probable. */
const AGAINST_ENTROPY: SecretModel = { ...BY_ENTROPY, weights: [-2] };
const figures = { accuracy: 0.75, precision: 0.5, recall: 1, f1: 2 / 3 };

/** A Stripe-shaped key no stored finding places: the rules find it in the lines shown. */
const UNREPORTED = `sk_live_${randomBytes(18).toString('hex')}`;
/** The planted file: two keys on lines 7 and 8 (the dummy values are not secrets, they only have their places). */
const CONFIG = [
  '{',
  '  "name": "billing",',
  '  "region": "eu-west-1",',
  '  "retries": 3,',
  '  "timeout": 30,',
  '  "aws": {',
  '    "key": "AKIAABCDEFGHIJKLMNOP",',
  '    "secret": "0123456789abcdefghijklmnopqrstuvwxyzABCD"',
  '  },',
  `  "stripe": "${UNREPORTED}",`,
  '  "debug": false,',
  '  "port": 8080,',
  '  "workers": 4',
  '}',
].join('\n');

const at = (line: number, from: number, to: number, inCommit: string | null): Sighting => ({
  commit: inCommit,
  file: 'config/default.json',
  start_line: line,
  end_line: line,
  start_column: from,
  end_column: to,
  author_name: inCommit ? 'Alice Example' : null,
  author_email: inCommit ? 'alice@example.com' : null,
  committed_at: inCommit ? '2026-01-22T10:00:00.000Z' : null,
});

function found(fingerprint: string, rule: string, entropy: number, place: Sighting, masked: string): FoundSecret {
  return {
    fingerprint,
    rule_id: rule,
    description: `${rule} description`,
    masked,
    entropy,
    features: { entropy },
    sightings: [place],
    sightings_count: 1,
    in_head: { ...place, commit: null, author_name: null, author_email: null, committed_at: null },
  };
}

async function storeRun(project: number, secrets: SecretsResult) {
  const now = new Date('2026-02-01T00:00:00.000Z');
  const run = (await insertRun(s.db, 'project_secrets', { project_id: project }, now)) as Run;
  const workspace = {
    commit: secrets.head,
    ref: 'main',
    size_bytes: 1,
    files_count: 1,
    commit_message: 'Config',
    committed_at: now.toISOString(),
    fetched: false,
  };
  await s.db.transaction((tx) => perform(tx, run, now, { workspace, secrets }));
}

const list = async (query: string) => (await api('GET', `/api/secrets/findings/?${query}`)).body;

beforeAll(async () => {
  s = await startTestService({ ARGUS_SECRETS_MIN_LABELS: '3', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
  admin = await s.tokenFor('administrator');
  const project = async (name: string) =>
    (await api('POST', '/api/settings/projects/', { name, type: 'vcs', repo_url: `file:///nonexistent/${name}.git` }))
      .body.id as number;
  projectId = await project('secrets-api');
  otherProject = await project('secrets-api-other');
  repo = new TestRepository();
  commit = repo.commit({
    author: 'Alice Example',
    email: 'alice@example.com',
    date: '2026-01-22T10:00:00Z',
    message: 'Config',
    files: { 'config/default.json': `${CONFIG}\n` },
  });
  // The project's workspace as a clone leaves it.
  cpSync(repo.dir, workspaceDir(s.config.analysis, projectId), { recursive: true });

  // A user model is in use, so that probabilities differ by entropy.
  await s.db.transaction((tx) =>
    storeCandidate(
      tx,
      { model: BY_ENTROPY, candidate: figures, active: figures, labels_count: 3, held_out_count: 1 },
      new Date(),
    ),
  );
  expect((await api('POST', '/api/secrets/ml_model/accept/')).status).toBe(200);
  await storeRun(projectId, {
    findings: [
      found('1'.repeat(64), 'aws-access-key-id', 6, at(7, 13, 32, commit), 'AKIA…'),
      found('2'.repeat(64), 'aws-secret-access-key', 4, at(8, 16, 55, commit), '0123…'),
    ],
    files_scanned: 1,
    commits_scanned: 1,
    skipped: { binary: 0, too_large: 0, lockfile: 0, ignored_path: 0 },
    head: commit,
  });
  await storeRun(otherProject, {
    findings: [
      {
        ...found('3'.repeat(64), 'generic-api-key', 2, at(2, 5, 20, 'f'.repeat(40)), 'abcd…'),
        sightings: [{ ...at(2, 5, 20, 'f'.repeat(40)), file: 'src/client.ts' }],
        in_head: null,
      },
    ],
    files_scanned: 1,
    commits_scanned: 1,
    skipped: { binary: 0, too_large: 0, lockfile: 0, ignored_path: 0 },
    head: 'f'.repeat(40),
  });
});
afterAll(async () => {
  repo.remove();
  await s.close();
});

describe('the findings list', () => {
  it('lists the most probable first, and filters by project, status, rule, probability and search', async () => {
    const all = await list('');
    expect(all.results.map((f: { rule_id: string }) => f.rule_id)).toEqual([
      'aws-access-key-id',
      'aws-secret-access-key',
      'generic-api-key',
    ]);
    expect(all.results.map((f: { probability: number }) => f.probability)).toEqual([
      probabilityOf(BY_ENTROPY, { entropy: 6 }),
      0.5,
      probabilityOf(BY_ENTROPY, { entropy: 2 }),
    ]);
    expect((await list(`project=${otherProject}`)).results.map((f: { rule_id: string }) => f.rule_id)).toEqual([
      'generic-api-key',
    ]);
    expect((await list('rule=aws-secret-access-key')).count).toBe(1);
    expect((await list('probability_gte=0.5')).count).toBe(2);
    expect((await list('probability_gte=0.9')).count).toBe(0);
    expect((await list('probability_gte=1')).count).toBe(0);
    expect((await list('probability_gte=0')).count).toBe(3);
    expect((await list('search=client.ts')).results.map((f: { file: string }) => f.file)).toEqual(['src/client.ts']);
    expect((await list('search=secret-access')).count).toBe(1);
    expect((await list('search=description')).count).toBe(3);
    expect((await list('status=new')).count).toBe(3);
    expect((await list('status=fixed')).count).toBe(0);
  });

  it('answers 400 naming the field for a bad filter', async () => {
    for (const value of ['1.5', '-0.1', 'abc', '']) {
      expect(await api('GET', `/api/secrets/findings/?probability_gte=${value}`)).toEqual({
        status: 400,
        body: { probability_gte: ['Must be a number from 0 to 1.'] },
      });
    }
    expect((await api('GET', '/api/secrets/findings/?status=open')).body).toEqual({
      status: ['Select a valid choice.'],
    });
    expect((await api('GET', '/api/secrets/findings/?project=x')).body).toEqual({
      project: ['Must be a positive whole number.'],
    });
    expect((await api('GET', '/api/secrets/findings/?ordering=secret')).status).toBe(400);
  });

  it('answers one finding with its sightings, and 404 for one that does not exist', async () => {
    const [first] = (await list(`project=${projectId}`)).results;
    const detail = await api('GET', `/api/secrets/findings/${first.id}/`);
    expect(detail.body).toMatchObject({
      ...first,
      sightings_count: 2,
      status_changed_by: null,
      status_changed_at: null,
    });
    expect(detail.body.sightings).toEqual([
      {
        commit: null,
        file: 'config/default.json',
        start_line: 7,
        author_name: null,
        author_email: null,
        committed_at: null,
      },
      {
        commit,
        file: 'config/default.json',
        start_line: 7,
        author_name: 'Alice Example',
        author_email: 'alice@example.com',
        committed_at: '2026-01-22T10:00:00.000Z',
      },
    ]);
    expect((await api('GET', '/api/secrets/findings/999999/')).status).toBe(404);
  });
});

describe("a finding's context", () => {
  it("reads the lines around it from the workspace at its commit, its secret and its neighbour's masked", async () => {
    const [key, secret] = (await list(`project=${projectId}`)).results;
    const context = (await api('GET', `/api/secrets/findings/${key.id}/context/`)).body;
    expect(context).toMatchObject({ available: true, reason: null, commit, file: 'config/default.json' });
    const lines = CONFIG.split('\n');
    expect(context.lines.map((l: { number: number }) => l.number)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(
      context.lines.filter((l: { is_match: boolean }) => l.is_match).map((l: { number: number }) => l.number),
    ).toEqual([7]);
    expect(context.lines[0].text).toBe(lines[1]);
    expect(context.lines[5].text).toBe('    "key": "AKIA…",');
    expect(context.lines[6].text).toBe('    "secret": "0123…"');
    expect(JSON.stringify(context)).not.toContain('ABCDEFGHIJKLMNOP');
    expect(JSON.stringify(context)).not.toContain('456789abcdef');
    expect(context.lines[8].text).toBe('  "stripe": "sk_l…",');
    expect(JSON.stringify(context)).not.toContain(UNREPORTED.slice(4));
    // The other finding's own context masks it and the first.
    const other = (await api('GET', `/api/secrets/findings/${secret.id}/context/`)).body;
    expect(other.lines.find((l: { number: number }) => l.number === 7).text).toBe('    "key": "AKIA…",');
    expect(other.lines.find((l: { number: number }) => l.number === 8)).toEqual({
      number: 8,
      text: '    "secret": "0123…"',
      is_match: true,
    });
  });

  it('says why when the workspace no longer holds the commit or the file, or is gone', async () => {
    const [generic] = (await list(`project=${otherProject}`)).results;
    expect((await api('GET', `/api/secrets/findings/${generic.id}/context/`)).body).toEqual({
      available: false,
      reason: "The project's workspace is gone: clone the repository again to see the code.",
      commit: 'f'.repeat(40),
      file: 'src/client.ts',
      lines: [],
    });
    // The same finding as if it were in the project whose workspace exists, at a commit it does not hold.
    cpSync(repo.dir, workspaceDir(s.config.analysis, otherProject), { recursive: true });
    expect((await api('GET', `/api/secrets/findings/${generic.id}/context/`)).body).toMatchObject({
      available: false,
      reason: 'The workspace no longer holds this file at this commit.',
    });
  });

  it('never reads outside the repository for a hostile path', async () => {
    const [generic] = (await list(`project=${otherProject}`)).results;
    for (const file of ['../../../etc/passwd', '/etc/passwd', 'config/../../x', 'a\nb']) {
      await s.db.query('UPDATE secret_findings SET file = $2, commit_sha = $3 WHERE id = $1', [
        generic.id,
        file,
        commit,
      ]);
      expect((await api('GET', `/api/secrets/findings/${generic.id}/context/`)).body).toMatchObject({
        available: false,
        reason: 'The workspace no longer holds this file at this commit.',
        lines: [],
      });
    }
  });
});

describe('triage', () => {
  it('marks findings in bulk with a reason, audited per finding without the secret; counts follow', async () => {
    const ids = (await list(`project=${projectId}`)).results.map((f: { id: number }) => f.id);
    expect((await api('GET', `/api/secrets/findings/counts/?project=${projectId}`)).body).toEqual({
      new: 2,
      true_positive: 0,
      false_positive: 0,
      fixed: 0,
    });
    const manager = await s.tokenFor('security_manager');
    expect(
      await api('POST', '/api/secrets/findings/bulk/', { ids, status: 'true_positive', reason: 'Live key' }, manager),
    ).toEqual({
      status: 200,
      body: { updated: 2 },
    });
    // The same again changes nothing.
    expect(
      (await api('POST', '/api/secrets/findings/bulk/', { ids, status: 'true_positive', reason: 'Live key' })).body,
    ).toEqual({
      updated: 0,
    });
    expect((await api('GET', `/api/secrets/findings/counts/?project=${projectId}`)).body).toEqual({
      new: 0,
      true_positive: 2,
      false_positive: 0,
      fixed: 0,
    });
    expect((await api('GET', '/api/secrets/findings/counts/')).body).toEqual({
      new: 1,
      true_positive: 2,
      false_positive: 0,
      fixed: 0,
    });
    expect((await api('GET', `/api/secrets/findings/${ids[0]}/`)).body).toMatchObject({
      status: 'true_positive',
      status_reason: 'Live key',
      status_changed_by: 'security_manager',
    });
    const rows = (await api('GET', '/api/audit_log/?object_type=secret_finding')).body.results;
    expect(rows.map((r: { object_id: number }) => r.object_id).sort()).toEqual([...ids].sort());
    expect(rows[0]).toMatchObject({
      actor_username: 'security_manager',
      action: 'update',
      changes: { status: ['new', 'true_positive'], status_reason: [null, 'Live key'] },
    });
    expect(rows.map((r: { object_repr: string }) => r.object_repr).sort()).toEqual([
      'aws-access-key-id: config/default.json:7',
      'aws-secret-access-key: config/default.json:8',
    ]);
  });

  it('lets only administrators and security managers triage', async () => {
    const [first] = (await list('')).results;
    for (const role of ['auditor', 'user'] as const) {
      const token = await s.tokenFor(role);
      expect(
        (await api('POST', '/api/secrets/findings/bulk/', { ids: [first.id], status: 'fixed' }, token)).status,
      ).toBe(403);
    }
  });

  it('answers 400 naming each wrong field', async () => {
    expect(await api('POST', '/api/secrets/findings/bulk/', { ids: [], status: 'solved' })).toEqual({
      status: 400,
      body: { ids: ['Select at least one finding.'], status: ['Select a valid choice.'] },
    });
    expect(await api('POST', '/api/secrets/findings/bulk/', { ids: [999999, 2_147_483_648], status: 'fixed' })).toEqual(
      {
        status: 400,
        body: {
          ids: ['Invalid pk "999999" - object does not exist.', 'Invalid pk "2147483648" - object does not exist.'],
        },
      },
    );
    expect((await api('POST', '/api/secrets/findings/bulk/', { ids: 'all', status: 'fixed' })).body).toEqual({
      ids: ['Must be a list of finding ids.'],
    });
  });
});

describe('the ML model', () => {
  it("shows each model's figures and the labels against the minimum", async () => {
    const model = (await api('GET', '/api/secrets/ml_model/')).body;
    expect(model).toMatchObject({
      model_type: 'user',
      has_candidate: false,
      candidate: null,
      user: { ...figures, labels_count: 3 },
      labels_count: 2,
      min_labels: 3,
    });
    expect(model.base).not.toBeNull();
  });

  it('refuses to train below ARGUS_SECRETS_MIN_LABELS, saying how many are needed', async () => {
    expect(await api('POST', '/api/secrets/ml_model/train/')).toEqual({
      status: 400,
      body: {
        non_field_errors: [
          'Training needs at least 3 labelled findings (true or false positives); this installation has 2.',
        ],
      },
    });
    const russian = await s.call(admin, 'POST', '/api/secrets/ml_model/train/', undefined, { 'Accept-Language': 'ru' });
    expect((await russian.json()).non_field_errors[0]).toMatch(/^Для обучения нужно не менее 3 /);
    const [generic] = (await list(`project=${otherProject}`)).results;
    await api('POST', '/api/secrets/findings/bulk/', {
      ids: [generic.id],
      status: 'false_positive',
      reason: 'Test data',
    });
    expect((await api('POST', '/api/secrets/ml_model/train/')).status).toBe(202);
    await s.db.query("UPDATE runs SET status = 'cancelled' WHERE kind = 'secrets_ml_training'");
  });

  it('accept re-scores every finding with the candidate, purge with the base model; each sends its event with nothing in it', async () => {
    const webhook = await api('POST', '/api/settings/webhooks/', {
      name: 'model events',
      url: 'http://127.0.0.1:9/hook',
      events: ['ml_model_user_secrets_accepted', 'ml_model_user_secrets_purged'],
    });
    expect(webhook.status).toBe(201);
    const probabilities = async () =>
      new Map(
        (await list('per_page=100')).results.map((f: { fingerprint: string; probability: number }) => [
          f.fingerprint,
          f.probability,
        ]),
      );
    await s.db.transaction((tx) =>
      storeCandidate(
        tx,
        { model: AGAINST_ENTROPY, candidate: figures, active: figures, labels_count: 3, held_out_count: 1 },
        new Date(),
      ),
    );
    expect((await api('GET', '/api/secrets/ml_model/')).body).toMatchObject({
      has_candidate: true,
      candidate: figures,
    });
    expect((await api('POST', '/api/secrets/ml_model/accept/')).body).toMatchObject({
      model_type: 'user',
      has_candidate: false,
    });
    expect(await probabilities()).toEqual(
      new Map([
        ['1'.repeat(64), probabilityOf(AGAINST_ENTROPY, { entropy: 6 })],
        ['2'.repeat(64), 0.5],
        ['3'.repeat(64), probabilityOf(AGAINST_ENTROPY, { entropy: 2 })],
      ]),
    );
    expect((await list('')).results[0].fingerprint).toBe('3'.repeat(64));
    expect((await api('POST', '/api/secrets/ml_model/purge/')).body).toMatchObject({
      model_type: 'base',
      has_candidate: false,
      user: null,
      candidate: null,
    });
    expect(await probabilities()).toEqual(
      new Map(['1', '2', '3'].map((d, i) => [d.repeat(64), probabilityOf(BASE_MODEL, { entropy: [6, 4, 2][i]! })])),
    );
    const events = await s.db.query<{ trigger: string; payload: unknown }>(
      'SELECT trigger, payload FROM webhook_events WHERE webhook_id = $1 ORDER BY id',
      [webhook.body.id],
    );
    expect(events).toEqual([
      { trigger: 'ml_model_user_secrets_accepted', payload: {} },
      { trigger: 'ml_model_user_secrets_purged', payload: {} },
    ]);
  });
});
