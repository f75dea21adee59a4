import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServiceProcess } from '../src/server/test/service-process';

/**
 * Starts the real service as production runs it (the compiled dist-server/main.js, the built console), on
 * a fresh embedded database in a temp dir and a free port, and
 * hands its URL, data directory and the admin token it printed to the tests through the environment.
 */
export default async function globalSetup() {
  if (!existsSync('dist/index.html') || !existsSync('dist-server/main.js')) {
    throw new Error('The console or the service is not built: run `npm run build` first.');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'argus-e2e-'));
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
  process.env.ARGUS_URL = service.url;
  process.env.ARGUS_DATA_DIR = dataDir;
  process.env.ARGUS_ADMIN_TOKEN = service.token;
  return async () => {
    await service.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
