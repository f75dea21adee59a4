import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { Role } from '../../contract/profile';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/database';
import { ReadCache, withReadCache } from '../db/read-cache';
import { openEmbedded } from '../db/embedded';
import { readCacheTtlMs } from '../db/open';
import { openPostgres } from '../db/postgres';
import { issueToken } from '../db/repositories/users';
import { createApp } from '../http/app';
import type { AnalysisDeps } from '../runs/plan';
import { SecretBox } from '../secrets/secret-box';
import { bootstrap } from '../seed/bootstrap';
import { conformanceTo } from './openapi-conformance';
import { storeDemoComponents } from './demo-components';
import { createScratchDatabase } from './postgres-database';

export type TestService = {
  db: Database;
  secrets: SecretBox;
  /** The service's clock: tests move it instead of sleeping. */
  clock: { now: Date };
  /** The peer address requests come from; tests change it to act as another client. */
  client: { address: string };
  config: Config;
  /** What a RunWorker needs to run analyses: workspaces in a temp dir of this test file, local repositories allowed. */
  analysis: AnalysisDeps;
  /** The bare app: its answers are not checked against the document, so prefer `request` and `call`. */
  app: ReturnType<typeof createApp>;
  /** A fresh token for a user of that role (created on first use). */
  tokenFor: (role: Role, username?: string) => Promise<string>;
  /**
   * `app.request` on a path of `http://argus.test`; every answer under /api is checked against the
   * service's own OpenAPI document (status, headers, body) and a mismatch fails the test.
   */
  request: (path: string, init?: RequestInit) => Promise<Response>;
  /** `request` with `Authorization: Token …` and JSON bodies. */
  call: (
    token: string | undefined,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<Response>;
  close: () => Promise<void>;
};

/**
 * One migrated database per test file: a copy of the embedded template global-setup made or, when the
 * suite runs on PostgreSQL (ARGUS_TEST_DATABASE_URL), a new database on that server bootstrapped the
 * same way (migrations + reference and demo data) and dropped by `close`.
 */
async function openTestDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const serverUrl = inject('postgresUrl');
  if (!serverUrl) {
    const template = new Blob([readFileSync(inject('databaseTemplate'))]);
    return { db: await openEmbedded({ loadDataDir: template }), drop: async () => {} };
  }
  const scratch = await createScratchDatabase(serverUrl);
  const db = await openPostgres(scratch.url);
  await bootstrap(db, { demo: { repositoriesDir: inject('demoRepositories'), queueAnalyses: false } });
  await db.transaction((tx) => storeDemoComponents(tx));
  return { db, drop: scratch.drop };
}

export async function startTestService(env: Record<string, string> = {}): Promise<TestService> {
  const opened = await openTestDatabase();
  const db = withReadCache(opened.db, new ReadCache(readCacheTtlMs(opened.db.kind)));
  await db.readCache.learnForeignKeys(db);
  const workspaces = mkdtempSync(join(tmpdir(), 'argus-workspaces-'));
  const config = loadConfig({
    ARGUS_CONSOLE_DIR: '/nonexistent',
    ARGUS_WORKSPACE_DIR: workspaces,
    ARGUS_ALLOW_LOCAL_REPOSITORIES: 'true',
    ...env,
  });
  const secrets = SecretBox.fromKeyText('test key');
  const clock = { now: new Date() };
  const client = { address: '192.0.2.1' };
  const app = createApp({
    db,
    config,
    version: 'test',
    secrets,
    now: () => clock.now,
    peerAddress: () => client.address,
  });
  const check = conformanceTo(await (await app.request('http://argus.test/api/openapi.json')).text());
  const request = async (path: string, init: RequestInit = {}) => {
    const response = await app.request(`http://argus.test${path}`, init);
    await check(init.method ?? 'GET', path, response);
    return response;
  };
  return {
    db,
    secrets,
    clock,
    client,
    config,
    analysis: { config: config.analysis, secrets },
    app,
    tokenFor: async (role, username = role) => (await issueToken(db, username, role)).token,
    request,
    call: async (token, method, path, body, headers = {}) =>
      request(path, {
        method,
        headers: {
          ...(token ? { Authorization: `Token ${token}` } : {}),
          ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    close: async () => {
      await db.close();
      await opened.drop();
      rmSync(workspaces, { recursive: true, force: true });
    },
  };
}
