import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Starts the real service (built console, fresh embedded database in a temp dir, a free port) and
 * hands its URL, data directory and the admin token it printed to the tests through the environment.
 */
export default async function globalSetup() {
  if (!existsSync('dist/index.html')) throw new Error('The console is not built: run `npm run build` first.');
  const dataDir = mkdtempSync(join(tmpdir(), 'argus-e2e-'));
  const child = spawn(join('node_modules', '.bin', 'tsx'), ['src/server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', ARGUS_RUN_SECONDS: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { url, token } = await banner(child);
  process.env.ARGUS_URL = url;
  process.env.ARGUS_DATA_DIR = dataDir;
  process.env.ARGUS_ADMIN_TOKEN = token;
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

function banner(child: ChildProcess): Promise<{ url: string; token: string }> {
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Argus did not start within 60 s:\n${output}`)), 60_000);
    child.stderr!.on('data', (chunk) => process.stderr.write(chunk));
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const url = /Console:\s+(\S+)/.exec(output)?.[1];
      const token = /^\s+([0-9a-f]{40})$/m.exec(output)?.[1];
      if (url && token) {
        clearTimeout(timer);
        resolve({ url, token });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Argus exited with ${code}:\n${output}`));
    });
  });
}
