import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServiceProcess } from '../src/server/test/service-process';

/**
 * Starts the real service as production runs it (the compiled dist-server/main.js, the built console), on
 * a fresh embedded database in a temp dir and a free port, and
 * hands its URL, data directory and the admin token it printed to the tests through the environment.
 */
/**
 * The first start queues the demo's cloning and authors runs (CONTRACT §15); the specs start once they
 * have ended, so every spec sees the same installation whatever order it runs in.
 */
async function demoAnalysed(url: string, token: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const counts = await Promise.all(
      ['queued', 'running'].map(async (status) => {
        const res = await fetch(new URL(`/api/analyses/runs/?status=${status}&per_page=1`, url), {
          headers: { Authorization: `Token ${token}` },
        });
        return ((await res.json()) as { count: number }).count;
      }),
    );
    if (counts.every((n) => n === 0)) return;
    if (Date.now() > deadline) throw new Error("The demo's analyses did not end within 2 minutes of the first start.");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export default async function globalSetup() {
  if (!existsSync('dist/index.html') || !existsSync('dist-server/main.js')) {
    throw new Error('The console or the service is not built: run `npm run build` first.');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'argus-browser-tests-'));
  const service = await startServiceProcess(
    {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      ARGUS_ALLOW_LOCAL_REPOSITORIES: 'true',
    },
    { waitForToken: true, echoStderr: true, compiled: true },
  );
  await demoAnalysed(service.url, service.token!);
  process.env.ARGUS_URL = service.url;
  process.env.ARGUS_DATA_DIR = dataDir;
  process.env.ARGUS_ADMIN_TOKEN = service.token;
  return async () => {
    await service.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
