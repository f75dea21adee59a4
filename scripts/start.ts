/**
 * `npm start`: builds the console when it is missing or older than its sources (unless ARGUS_CONSOLE_DIR
 * points at one built elsewhere), then starts the service. Private webhook targets are allowed here
 * because this is the local trial command. package.json runs it as `exec node --import tsx …`: npm passes
 * SIGTERM/SIGINT on to its child, and `exec` makes that child this process rather than a shell (which
 * would not pass it further), so signalling `npm start` stops the service.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const CONSOLE_INPUTS = [
  'src/app',
  'src/contract',
  'index.html',
  'public',
  'vite.config.ts',
  'scripts/vite-precompress.ts',
  'package-lock.json',
];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

const built = join('dist', 'index.html');
if (
  !process.env.ARGUS_CONSOLE_DIR &&
  (!existsSync(built) || statSync(built).mtimeMs < Math.max(...CONSOLE_INPUTS.map(newestChange)))
) {
  console.log('Building the console (npm run build)…');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}

process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS ??= 'true';
// The demo's projects are git repositories in DATA_DIR, cloned over file:// (CONTRACT §15: local trials).
process.env.ARGUS_ALLOW_LOCAL_REPOSITORIES ??= 'true';
await import('../src/server/main');
