import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceProcess, startServiceProcess } from '../test/service-process';

const THROWAWAY = join('scripts', 'pg-throwaway.sh');
const postgresInstalled =
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((v) => existsSync(join('/usr/lib/postgresql', v, 'bin', 'initdb')));
const cluster = (command: string) => execFileSync(THROWAWAY, [command, clusterDir], { encoding: 'utf8' }).trim();

let clusterDir: string;
let service: ServiceProcess | undefined;

/** A real outage: the PostgreSQL server the service uses is stopped while the service runs, then started again. */
describe.skipIf(!postgresInstalled)('readiness while PostgreSQL goes away and comes back', () => {
  beforeAll(async () => {
    clusterDir = mkdtempSync(join(tmpdir(), 'argus-ready-pg-'));
    const url = cluster('start');
    service = await startServiceProcess({
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'argus-ready-data-')),
      ARGUS_SECRET_KEY: 'readiness test key',
      ARGUS_SEED_DEMO: 'false',
      ARGUS_CONSOLE_DIR: '/nonexistent',
      WEBHOOK_TICK_SECONDS: '1',
      ARGUS_LOG: '',
    });
  }, 120_000);
  afterAll(async () => {
    await service?.stop();
    if (clusterDir) cluster('stop');
  });

  it('answers 503 naming the database while it is down, 200 again once it is back; /healthz stays 200', async () => {
    const readyz = async () => {
      const res = await fetch(`${service!.url}readyz`);
      return { status: res.status, body: (await res.json()) as { checks: Record<string, { status: string }> } };
    };
    await expect.poll(async () => (await readyz()).status, { timeout: 15_000 }).toBe(200);

    cluster('halt');
    await expect.poll(async () => (await readyz()).status, { timeout: 15_000 }).toBe(503);
    const down = await readyz();
    expect(down.body.checks.database).toEqual({ status: 'failing', reason: 'no answer to SELECT 1' });
    expect((await fetch(`${service!.url}healthz`)).status).toBe(200);

    cluster('resume');
    await expect.poll(async () => (await readyz()).status, { timeout: 30_000, interval: 500 }).toBe(200);
    expect((await readyz()).body.checks).toEqual({
      database: { status: 'ok' },
      migrations: { status: 'ok' },
      delivery: { status: 'ok' },
    });
  }, 90_000);
});
