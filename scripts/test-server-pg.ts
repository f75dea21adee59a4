/**
 * `npm run test:server:pg`: the server test suite (Vitest project "server") on a real PostgreSQL
 * server, each test file in its own new database there. Uses ARGUS_TEST_DATABASE_URL when set (a
 * superuser URL: the files create and drop databases); otherwise starts a throwaway cluster with
 * scripts/pg-throwaway.sh and stops it afterwards. Without PostgreSQL installed it says so and skips.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const THROWAWAY = join('scripts', 'pg-throwaway.sh');
const installed = () =>
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((version) =>
    existsSync(join('/usr/lib/postgresql', version, 'bin', 'initdb')),
  );

function runVitest(url: string): Promise<number> {
  const child = spawn(
    join('node_modules', '.bin', 'vitest'),
    ['run', '--project', 'server', ...process.argv.slice(2)],
    {
      env: { ...process.env, ARGUS_TEST_DATABASE_URL: url },
      stdio: 'inherit',
    },
  );
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

let code: number;
if (process.env.ARGUS_TEST_DATABASE_URL) {
  console.log('Server tests on PostgreSQL (ARGUS_TEST_DATABASE_URL)');
  code = await runVitest(process.env.ARGUS_TEST_DATABASE_URL);
} else if (!installed()) {
  console.log('test:server:pg skipped: PostgreSQL not installed (apt-get install postgresql)');
  code = 0;
} else {
  const dir = mkdtempSync(join(tmpdir(), 'argus-pg-'));
  const stop = () => execFileSync(THROWAWAY, ['stop', dir], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stop();
      process.exit(130);
    });
  }
  try {
    const url = execFileSync(THROWAWAY, ['start', dir], { encoding: 'utf8' }).trim();
    console.log(`Server tests on a throwaway PostgreSQL cluster (${new URL(url).host}, ${dir})`);
    code = await runVitest(url);
  } finally {
    stop();
  }
}
process.exit(code);
