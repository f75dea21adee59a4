import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { Role } from '../../contract/profile';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/database';
import { CountCache, withCountCache } from '../db/count-cache';
import { openEmbedded } from '../db/embedded';
import { COUNT_TTL_MS } from '../db/open';
import { issueToken } from '../db/repositories/users';
import { createApp } from '../http/app';
import { SecretBox } from '../secrets/secret-box';

export type TestService = {
  db: Database;
  secrets: SecretBox;
  /** The service's clock: tests move it instead of sleeping. */
  clock: { now: Date };
  config: Config;
  app: ReturnType<typeof createApp>;
  /** A fresh token for a user of that role (created on first use). */
  tokenFor: (role: Role, username?: string) => Promise<string>;
  /** `app.request` with `Authorization: Token …` and JSON bodies. */
  call: (
    token: string | undefined,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<Response>;
  close: () => Promise<void>;
};

/** One migrated database per test file, loaded from the template global-setup made. */
export async function startTestService(env: Record<string, string> = {}): Promise<TestService> {
  const template = new Blob([readFileSync(inject('databaseTemplate'))]);
  const db = withCountCache(await openEmbedded({ loadDataDir: template }), new CountCache(COUNT_TTL_MS));
  const config = loadConfig({ ARGUS_CONSOLE_DIR: '/nonexistent', ...env });
  const secrets = SecretBox.fromKeyText('test key');
  const clock = { now: new Date() };
  const app = createApp({ db, config, version: 'test', secrets, now: () => clock.now });
  return {
    db,
    secrets,
    clock,
    config,
    app,
    tokenFor: async (role, username = role) => (await issueToken(db, username, role)).token,
    call: async (token, method, path, body, headers = {}) =>
      app.request(`http://argus.test${path}`, {
        method,
        headers: {
          ...(token ? { Authorization: `Token ${token}` } : {}),
          ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    close: () => db.close(),
  };
}
