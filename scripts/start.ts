/**
 * `npm start`, its first half: builds what is missing or older than its sources, then exits, and
 * package.json's `exec node --max-semi-space-size=8 dist-server/trial.js` runs the compiled service. The
 * console is built unless ARGUS_CONSOLE_DIR points at one built elsewhere; the service (dist-server/, with
 * its new-database template) always. The service runs as `node` itself, without tsx's compiler in its
 * memory or in its start, and `exec` makes it npm's child instead of a shell: npm passes SIGTERM/SIGINT on
 * to its child, so signalling `npm start` stops the service.
 *
 * `--max-semi-space-size=8` halves V8's young generation (16 MiB a semi-space by default): a service that
 * went through a burst (the demo's analyses, a run of list requests) keeps up to 32 MiB for it, often long
 * after, and the whole of `npm start` stays within issue 28's 300 MiB only with that halved
 * (`npm run bench:memory`). It costs list requests 0–8 % of their CPU time (bench:api, BENCHMARKS.md);
 * `node dist-server/main.js`, as production runs it, keeps V8's default.
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
const SERVICE_INPUTS = ['src/server', 'src/contract', 'scripts/build-server.ts', 'package-lock.json'];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

/** Missing, or older than the newest of its inputs. */
const outOfDate = (built: string, inputs: string[]) =>
  !existsSync(built) || statSync(built).mtimeMs < Math.max(...inputs.map(newestChange));

if (!process.env.ARGUS_CONSOLE_DIR && outOfDate(join('dist', 'index.html'), CONSOLE_INPUTS)) {
  console.log('Building the console (npm run build)…');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}
if (
  outOfDate(join('dist-server', 'trial.js'), SERVICE_INPUTS) ||
  !existsSync(join('dist-server', 'database-template', 'argus-template'))
) {
  console.log('Building the service (dist-server/)…');
  await import('./build-server');
}
