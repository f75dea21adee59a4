import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../db/database';
import { openEmbedded } from '../../db/embedded';
import { openPostgres } from '../../db/postgres';
import { TestRepository } from '../../test/git-repository';
import { createScratchDatabase } from '../../test/postgres-database';
import { type ServiceProcess, startServiceProcess } from '../../test/service-process';

/**
 * CONTRACT §18, issue 25: Argus never keeps a secret it finds. Secrets planted in a repository made
 * here are found by the real service (its own process, its analysis processes, debug logging), triaged,
 * learnt from and re-scored through the API; then every table of the database, everything the service
 * logged, every API answer and the audit log are searched for the secrets: none may hold any of them,
 * nor any part of them beyond the masked preview's first characters.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'argus-not-kept-'));
let service: ServiceProcess | undefined;
let repo: TestRepository;
let scratch: { url: string; drop: () => Promise<void> } | undefined;

const alnum = (n: number) =>
  randomBytes(n * 2)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, n)
    .padEnd(n, 'Q');
const base64 = (n: number) => randomBytes(n).toString('base64').slice(0, n);

/** Values in each provider's published shape, new at every run. */
const SECRETS = {
  aws_id: `AKIA${alnum(32).toUpperCase().slice(0, 16)}`,
  aws_secret: base64(40),
  github: `ghp_${alnum(36)}`,
  stripe: `sk_live_${alnum(28)}`,
  slack: `xoxb-${String(randomBytes(5).readUIntBE(0, 5)).padStart(12, '7')}-${String(randomBytes(5).readUIntBE(0, 5)).padStart(13, '3')}-${alnum(24)}`,
  db_password: `Zq${alnum(18)}x9`,
  password: `Pw-${alnum(20)}`,
  private_key: Array.from({ length: 4 }, () => base64(64)).join('\n'),
};

/** What could betray a secret: the whole value, and what follows its masked preview (at most 4 characters). */
const needles = Object.entries(SECRETS).flatMap(([name, value]) => [
  [name, value],
  [`${name} after its preview`, value.slice(4)],
  ...(name === 'private_key' ? value.split('\n').map((line, i) => [`private_key line ${i}`, line.slice(4)]) : []),
]);
const leaks = (text: string) => needles.filter(([, needle]) => text.includes(needle!)).map(([name]) => name);

const answers: string[] = [];

beforeAll(async () => {
  repo = new TestRepository();
  repo.commit({
    author: 'Alice Example',
    email: 'alice@example.com',
    date: '2026-01-05T10:00:00Z',
    message: 'Configuration',
    files: {
      'config/aws.ini': `[default]\naws_access_key_id = ${SECRETS.aws_id}\naws_secret_access_key = ${SECRETS.aws_secret}\n`,
      'deploy/release.sh': `#!/bin/sh\nexport GITHUB_TOKEN=${SECRETS.github}\n`,
      'src/billing.js': `const stripe = require('stripe')('${SECRETS.stripe}');\n`,
      'src/notify.py': `SLACK = "${SECRETS.slack}"\n`,
      '.env': `DATABASE_URL=postgres://app:${SECRETS.db_password}@db.internal:5432/app\n`,
      'config/app.yml': `db:\n  password: "${SECRETS.password}"\n`,
      'keys/deploy.pem': `-----BEGIN RSA PRIVATE KEY-----\n${SECRETS.private_key}\n-----END RSA PRIVATE KEY-----\n`,
    },
  });
  // Some leave the tree and stay in the history only.
  repo.commit({
    author: 'Bob Example',
    email: 'bob@example.com',
    date: '2026-02-05T10:00:00Z',
    message: 'Secrets from the environment',
    files: { 'config/aws.ini': '[default]\nregion = eu-west-1\n', 'keys/deploy.pem': null },
  });
  const postgres = inject('postgresUrl');
  if (postgres) scratch = await createScratchDatabase(postgres);
  service = await startServiceProcess(
    {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      PORT: '0',
      ARGUS_CONSOLE_DIR: '/nonexistent',
      ARGUS_SEED_DEMO: 'false',
      ARGUS_ALLOW_LOCAL_REPOSITORIES: 'true',
      ARGUS_LOG_LEVEL: 'debug',
      ARGUS_LOG_FORMAT: 'json',
      ARGUS_SECRETS_MIN_LABELS: '2',
    },
    { waitForToken: true, timeoutMs: 60_000 },
  );
}, 90_000);
afterAll(async () => {
  await service?.stop('SIGKILL');
  await scratch?.drop();
  repo.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(method: string, path: string, body?: unknown) {
  const res = await fetch(`${service!.url}${path.slice(1)}`, {
    method,
    headers: { Authorization: `Token ${service!.token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  answers.push(text);
  // biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, each checked by the expectations that read it.
  return { status: res.status, body: JSON.parse(text) as any };
}

async function untilEnded(runId: number) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const run = (await call('GET', `/api/analyses/runs/${runId}/`)).body;
    if (['finished', 'failed', 'cancelled'].includes(run.status) || Date.now() > deadline) return run;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Every row of every table, as JSON text. */
async function dump(db: Database): Promise<string> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const [rows] = await db.query<{ json: string }>(
      `SELECT coalesce(json_agg(row_to_json(t)), '[]')::text AS json FROM "${name}" t`,
    );
    parts.push(`${name}: ${rows!.json}`);
  }
  return parts.join('\n');
}

describe('no secret kept', () => {
  it('finds the planted secrets, and neither the database, the logs, the API nor the audit log holds any of them', async () => {
    const project = (
      await call('POST', '/api/settings/projects/', { name: 'planted', type: 'vcs', repo_url: repo.url })
    ).body;
    const [run] = (await call('POST', `/api/analyses/projects/${project.id}/secrets/start/`)).body;
    expect(await untilEnded(run.id)).toMatchObject({ status: 'finished', error: null });

    const list = (await call('GET', `/api/secrets/findings/?project=${project.id}&per_page=100`)).body.results;
    const rules = new Set(list.map((f: { rule_id: string }) => f.rule_id));
    for (const rule of [
      'aws-access-key-id',
      'aws-secret-access-key',
      'github-pat',
      'stripe-secret-key',
      'slack-bot-token',
      'connection-string-password',
      'password-assignment',
      'private-key',
    ]) {
      expect(rules, rule).toContain(rule);
    }
    for (const finding of list) {
      await call('GET', `/api/secrets/findings/${finding.id}/`);
      const context = (await call('GET', `/api/secrets/findings/${finding.id}/context/`)).body;
      if (finding.is_in_head) expect(context.available, finding.rule_id).toBe(true);
    }
    await call('GET', `/api/secrets/findings/?search=config&per_page=100`);
    await call('GET', `/api/secrets/findings/counts/?project=${project.id}`);
    const ids = list.map((f: { id: number }) => f.id);
    expect(
      (
        await call('POST', '/api/secrets/findings/bulk/', {
          ids: ids.slice(0, -2),
          status: 'true_positive',
          reason: 'Live',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call('POST', '/api/secrets/findings/bulk/', {
          ids: ids.slice(-2),
          status: 'false_positive',
          reason: 'Test data',
        })
      ).status,
    ).toBe(200);
    const [training] = (await call('POST', '/api/secrets/ml_model/train/')).body;
    expect(await untilEnded(training.id)).toMatchObject({ status: 'finished' });
    expect((await call('POST', '/api/secrets/ml_model/accept/')).status).toBe(200);
    await call('GET', '/api/secrets/ml_model/');
    await call('GET', `/api/secrets/findings/?per_page=100`);
    await call('GET', `/api/analyses/runs/?per_page=100`);
    await call('GET', `/api/projects/${project.id}/`);
    const audit = await call('GET', '/api/audit_log/?per_page=100');
    expect(audit.body.results.filter((r: { object_type: string }) => r.object_type === 'secret_finding')).toHaveLength(
      ids.length,
    );
    await service!.stop();
    // The search finds what is there: the workspace the service read holds the secrets of its tree.
    const billing = readFileSync(join(dataDir, 'workspaces', `project-${project.id}`, 'src/billing.js'), 'utf8');
    expect(leaks(billing)).toEqual(['stripe', 'stripe after its preview']);

    const db = scratch ? await openPostgres(scratch.url) : await openEmbedded({ dataDir });
    let tables: string;
    try {
      tables = await dump(db);
    } finally {
      await db.close();
    }
    expect(tables).toContain('secret_findings: [{');
    expect(tables).toContain('secrets_models: [{');
    const logs = service!.output();
    expect(logs).toContain('"route":"/api/secrets/findings/:id/context/"');
    expect({
      tables: leaks(tables),
      logs: leaks(logs),
      answers: leaks(answers.join('\n')),
      audit: leaks(JSON.stringify(audit.body)),
    }).toEqual({ tables: [], logs: [], answers: [], audit: [] });
  }, 180_000);
});
