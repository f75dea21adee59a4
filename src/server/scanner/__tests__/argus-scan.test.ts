import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RunWorker } from '../../runs/worker';
import { startTestService, type TestService } from '../../test/harness';

const SCANNER = join(import.meta.dirname, '../argus-scan.ts');
const DEMO = join(import.meta.dirname, '../../seed/demo/repositories');

type Outcome = { code: number; stdout: string; stderr: string };

let s: TestService;
let server: ServerType;
let worker: RunWorker;
let url: string;
let admin: string;
let workdir: string;

/** Runs argus-scan as a CI job would: a separate Node process, the address and token in its environment. */
function argusScan(args: string[], env: Record<string, string> = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', SCANNER, ...args],
      { env: { PATH: process.env.PATH, ARGUS_URL: url, ARGUS_TOKEN: admin, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

beforeAll(async () => {
  s = await startTestService();
  admin = await s.tokenFor('administrator');
  server = serve({ fetch: s.app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((ready) => server.once('listening', ready));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  worker = new RunWorker({ db: s.db, now: () => s.clock.now, analysis: s.analysis, pollMs: 50, watchMs: 200 });
  worker.start();
  workdir = mkdtempSync(join(tmpdir(), 'argus-scan-'));
  // A checkout as a pipeline sees it: the demo's payments-api lockfile (lodash 4.17.15 among its packages)
  // beside its package.json (not a lockfile: not uploaded) and sources.
  mkdirSync(join(workdir, 'service'));
  cpSync(join(DEMO, 'payments-api'), join(workdir, 'service'), { recursive: true });
  const project = await s.call(admin, 'POST', '/api/settings/projects/', { name: 'ci-payments', type: 'cli' });
  expect(project.status).toBe(201);
}, 60_000);

afterAll(async () => {
  await worker.stop();
  server.close();
  rmSync(workdir, { recursive: true, force: true });
  await s.close();
});

/** A port nothing listens on: one the system gave and took back. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((ready) => probe.listen(0, '127.0.0.1', ready));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

async function policy(body: Record<string, unknown>): Promise<number> {
  const res = await s.call(admin, 'POST', '/api/policies/', { stages: ['build'], level: 'critical', ...body });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

describe('argus-scan', () => {
  it('passes the build (0) when no blocking policy matched, and prints the alerts that did', async () => {
    const id = await policy({ name: 'No lodash (warning)', conditions: { dependency_name: 'lodash' } });
    const out = await argusScan(['--project', 'ci-payments', workdir]);
    expect(out.stderr).toContain('Uploading 1 file(s) for ci-payments: service/package-lock.json');
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/critical\s+no\s+No lodash \(warning\)\s+pkg:npm\/lodash@4\.17\.15/);
    expect(out.stdout).toContain('ci-payments at stage build: 1 active alert(s), 0 blocking the build');
    expect((await s.call(admin, 'DELETE', `/api/policies/${id}/`)).status).toBe(204);
  }, 60_000);

  it('fails the build (1) once a blocking policy matched and its delay has passed', async () => {
    await policy({
      name: 'Block lodash',
      conditions: { dependency_name: 'lodash' },
      is_blocks_build: true,
      block_delay_days: 3,
    });
    const early = await argusScan(['--project', 'ci-payments', '--format', 'json', workdir]);
    expect(early.code, early.stderr).toBe(0);
    const report = JSON.parse(early.stdout) as {
      blocking_count: number;
      alerts: { policy_name: string; blocks_build: boolean }[];
    };
    expect(report.blocking_count).toBe(0);
    expect(report.alerts.map((a) => [a.policy_name, a.blocks_build])).toEqual([['Block lodash', false]]);

    s.clock.now = new Date(s.clock.now.getTime() + 4 * 86_400_000);
    const late = await argusScan([
      '--project',
      'ci-payments',
      '--format',
      'junit',
      join(workdir, 'service/package-lock.json'),
    ]);
    expect(late.code, late.stderr).toBe(1);
    expect(late.stdout).toContain('<testsuites name="argus-scan" tests="1" failures="1">');
    expect(late.stdout).toMatch(
      /<testcase classname="argus.policies" name="Block lodash: pkg:npm\/lodash@4.17.15"><failure message="Blocks the build: /,
    );

    const sarif = await argusScan(['--project', 'ci-payments', '--format', 'sarif', workdir]);
    expect(sarif.code, sarif.stderr).toBe(1);
    const log = JSON.parse(sarif.stdout) as {
      version: string;
      runs: { results: { level: string; locations: unknown[] }[] }[];
    };
    expect(log.version).toBe('2.1.0');
    expect(log.runs[0]!.results).toEqual([
      expect.objectContaining({
        level: 'error',
        locations: [{ physicalLocation: { artifactLocation: { uri: 'service/package-lock.json' } } }],
      }),
    ]);
  }, 120_000);

  it('judges at the stage it is given, leaving the project stage alerts alone', async () => {
    const out = await argusScan(['--project', 'ci-payments', '--stage', 'prod', workdir]);
    expect(out.code).toBe(0);
    expect(out.stdout).toContain('ci-payments at stage prod: 0 active alert(s), 0 blocking the build');
    const alerts = await s.call(admin, 'GET', '/api/policy_alerts/?status=active&stage=build');
    expect(((await alerts.json()) as { count: number }).count).toBe(1);
  }, 60_000);

  it('answers 2 for usage and connection errors, and never prints the token', async () => {
    const secret = 'argus_not-a-real-token-0123456789';
    const refused = await argusScan(['--project', 'ci-payments', workdir], { ARGUS_TOKEN: secret });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('Argus refused the token (401): check ARGUS_TOKEN.');
    const unknown = await argusScan(['--project', 'no-such-project', workdir]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Argus has no project named "no-such-project"');
    const usage = await argusScan([workdir]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('--project is required.');
    const noUrl = await argusScan(['--project', 'ci-payments'], { ARGUS_URL: '' });
    expect(noUrl.code).toBe(2);
    expect(noUrl.stderr).toContain('Set ARGUS_URL');
    const closed = await closedPort();
    const down = await argusScan(['--project', 'ci-payments', workdir], { ARGUS_URL: `http://127.0.0.1:${closed}` });
    expect(down.code).toBe(2);
    expect(down.stderr).toContain(`Argus at http://127.0.0.1:${closed} could not be reached (ECONNREFUSED).`);
    for (const out of [refused, unknown, usage, noUrl, down]) {
      expect(out.stdout + out.stderr).not.toContain(secret);
      expect(out.stdout + out.stderr).not.toContain(admin);
    }
  }, 60_000);
});
