import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceProcess, startServiceProcess } from '../../test/service-process';

const run = promisify(execFile);
const TSX = join(process.cwd(), 'node_modules/.bin/tsx');
// The service as one process (not the tsx wrapper), so a kill in afterAll leaves nothing running.
const SERVICE = [process.execPath, '--import', 'tsx', 'src/server/main.ts'] as const;
const dataDir = mkdtempSync(join(tmpdir(), 'argus-process-'));
const env = { ...process.env, DATA_DIR: dataDir, PORT: '0', ARGUS_CONSOLE_DIR: '/nonexistent' };

const startService = (waitForToken = false) => startServiceProcess(env, { timeoutMs: 30_000, waitForToken });

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.on('exit', (code) => resolve(code));
  });

let service: ServiceProcess;
beforeAll(async () => {
  service = await startService(true);
});
afterAll(() => {
  service.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the service process', () => {
  it('prints the console URL and, on first start, a working admin token', async () => {
    const token = service.token;
    expect(token).toMatch(/^[0-9a-f]{40}$/);
    expect(service.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const res = await fetch(`${service.url}api/profile/`, { headers: { Authorization: `Token ${token}` } });
    expect(await res.json()).toMatchObject({ username: 'admin', role: 'administrator' });
  });

  it('npm run token works while the service runs, through the service', async () => {
    const { stdout } = await run(TSX, ['scripts/token.ts', '--user', 'carol', '--role', 'auditor'], { env });
    const token = /^([0-9a-f]{40})$/m.exec(stdout)?.[1];
    expect(stdout).toContain('Created user "carol" (auditor)');
    const res = await fetch(`${service.url}api/profile/`, { headers: { Authorization: `Token ${token}` } });
    expect(await res.json()).toMatchObject({ username: 'carol', role: 'auditor' });
  });

  it('npm run token refuses an unknown role with the usage', async () => {
    const failed = run(TSX, ['scripts/token.ts', '--user', 'x', '--role', 'wizard'], { env });
    await expect(failed).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('unknown role "wizard"') });
  });

  it('a second service on the same DATA_DIR refuses to start', async () => {
    const second = spawn(SERVICE[0], SERVICE.slice(1), { env });
    let stderr = '';
    second.stderr.on('data', (chunk) => (stderr += chunk));
    expect(await exited(second)).toBe(1);
    expect(stderr).toMatch(/another Argus process \(pid \d+\) is using/);
  });

  it('a taken port is a one-line error and exit code 1', async () => {
    const port = new URL(service.url).port;
    const other = mkdtempSync(join(tmpdir(), 'argus-port-'));
    const second = spawn(SERVICE[0], SERVICE.slice(1), { env: { ...env, DATA_DIR: other, PORT: port } });
    let stderr = '';
    second.stderr.on('data', (chunk) => (stderr += chunk));
    expect(await exited(second)).toBe(1);
    expect(stderr.trim()).toBe(
      `Argus could not start: port ${port} on 127.0.0.1 is already in use; set PORT to a free port`,
    );
    expect(existsSync(join(other, 'argus.pid'))).toBe(false);
    rmSync(other, { recursive: true, force: true });
  });

  it('SIGTERM shuts down cleanly, releases the data directory, and a restart keeps the data without a new token', async () => {
    service.child.kill('SIGTERM');
    expect(await exited(service.child)).toBe(0);
    expect(existsSync(join(dataDir, 'argus.pid'))).toBe(false);
    service = await startService();
    expect(service.output()).not.toMatch(/[0-9a-f]{40}/);
    const { stdout } = await run(TSX, ['scripts/token.ts', '--user', 'carol'], { env });
    expect(stdout).toContain('Updated user "carol" (auditor)');
  });
});
