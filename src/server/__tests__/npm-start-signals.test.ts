import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServiceProcess } from '../test/service-process';

const dataDir = mkdtempSync(join(tmpdir(), 'argus-npm-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

describe('npm start under a process manager that signals only its main process', () => {
  it('stops the service when `npm start` itself gets SIGTERM: port free and DATA_DIR unlocked within 10 s', async () => {
    const port = await freePort();
    const env = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ARGUS_SEED_DEMO: 'false',
      // A console directory given: npm start builds nothing.
      ARGUS_CONSOLE_DIR: join(dataDir, 'no-console'),
      ARGUS_LOG: '',
    };
    const npm = spawn('npm', ['start', '--silent'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    npm.stdout.on('data', (chunk) => (output += chunk));
    npm.stderr.on('data', (chunk) => (output += chunk));
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined))?.status, {
        timeout: 60_000,
        interval: 250,
      })
      .toBe(200);

    const signalled = Date.now();
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
    npm.kill('SIGTERM');
    await expect.poll(() => portIsFree(port), { timeout: 10_000, interval: 200 }).toBe(true);
    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(output).toContain('SIGTERM received, shutting down');

    // Unlocked: another service opens the same DATA_DIR.
    const next = await startServiceProcess({ ...env, PORT: String(await freePort()) });
    expect((await fetch(`${next.url}healthz`)).status).toBe(200);
    await next.stop();
  }, 90_000);
});
