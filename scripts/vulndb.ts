/**
 * `npm run vulndb -- import PATH`: imports OSV records (CONTRACT §16) from a directory of `*.json`, a
 * zip of them (as osv.dev's per-ecosystem `all.zip`) or one JSON record into the configured database,
 * then matches the dependencies they reach, and prints the counts and the rate.
 *
 * The embedded database (no DATABASE_URL) allows one process: stop the service first, or upload the
 * file to `POST /api/settings/vulnerability_database/imports/` instead. This script says so when the
 * data directory is locked by a running service.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/open';
import { DataDirBusyError, lockDataDir, lockHolder } from '../src/server/lifecycle/data-dir-lock';
import { bootstrap } from '../src/server/seed/bootstrap';
import { demoOptions } from '../src/server/seed/demo-options';
import { importOsv } from '../src/server/vulnerability-database/import-osv';

const USAGE = 'usage: npm run vulndb -- import PATH (a directory or zip of OSV JSON records, or one record)';

class UsageError extends Error {}

async function main() {
  const [command, path, ...rest] = process.argv.slice(2);
  if (command !== 'import' || !path || rest.length > 0) throw new UsageError(USAGE);
  const source = resolve(path);
  if (!existsSync(source)) throw new UsageError(`${source} does not exist. ${USAGE}`);
  const config = loadConfig();
  if (!config.databaseUrl && lockHolder(config.dataDir) !== undefined) {
    throw new UsageError(
      `Argus is running on ${config.dataDir} (the embedded database has one process): stop it and run this again, or upload the file in Settings › Vulnerability database`,
    );
  }
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const db = await openDatabase(config);
  try {
    await bootstrap(db, { demo: demoOptions(config) });
    const started = performance.now();
    const done = await importOsv(db, source);
    const seconds = (performance.now() - started) / 1000;
    const rate = Math.round(done.records_count / Math.max(seconds, 0.001));
    process.stdout.write(
      `Import ${done.id} ${done.status}: ${done.records_count} records stored, ${done.skipped_count} skipped, ` +
        `${done.errors.length} errors, in ${seconds.toFixed(1)} s (${rate} records/s)\n`,
    );
    for (const error of done.errors.slice(0, 20))
      process.stdout.write(`  ${error.entry ?? '(import)'}: ${error.message}\n`);
    if (done.status !== 'finished') process.exitCode = 1;
  } finally {
    await db.close();
    release();
  }
}

main().catch((error: Error) => {
  const known = [UsageError, ConfigError, DataDirBusyError].some((kind) => error instanceof kind);
  process.stderr.write(`npm run vulndb: ${known ? error.message : `${error.name}: ${error.message}`}\n`);
  process.exit(1);
});
