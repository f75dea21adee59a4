import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadLicenses } from './licenses';
import { embeddedStartParams } from '../db/embedded-settings';
import { migrate, migrationChecksum } from '../db/migrate';
import { MIGRATIONS } from '../db/migrations';
import { openEmbedded } from '../db/embedded';

/** The file that names what a template was made from; written last, so a template without it is unfinished. */
const FINGERPRINT_FILE = 'argus-template';

/**
 * Where the build keeps the template: beside the compiled service (dist-server/database-template). Run
 * from the sources there is none, and a new DATA_DIR gets initdb and the migrations as before.
 */
export const DEFAULT_TEMPLATE_DIR = fileURLToPath(new URL('./database-template', import.meta.url));

const require = createRequire(import.meta.url);
/** A package's version, read from its package.json (which PGlite's `exports` do not list). */
const versionOf = (name: string) => {
  const root = `${require.resolve(name).split(`/node_modules/${name}/`)[0]}/node_modules/${name}`;
  return (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
};

/**
 * What a template's contents depend on: the engine's version and settings, every migration's text, and
 * the license list's version. A template made by other code than the running service's is not used.
 */
export function templateFingerprint(): string {
  const hash = createHash('sha256');
  hash.update(`pglite ${versionOf('@electric-sql/pglite')}\n`);
  hash.update(`params ${embeddedStartParams().join(' ')}\n`);
  hash.update(`spdx ${versionOf('spdx-license-list')} ${versionOf('spdx-license-ids')}\n`);
  for (const m of MIGRATIONS) hash.update(`migration ${m.version} ${migrationChecksum(m.sql)}\n`);
  return hash.digest('hex');
}

const fingerprintOf = (dir: string) => {
  const file = join(dir, FINGERPRINT_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
};

/**
 * A new embedded database as a first start would leave it before the first user: initdb, every
 * migration, the license list. Made once (`npm run build`, or `npm start` when the build is out of
 * date) and copied into each new DATA_DIR, so a first start skips initdb's seconds. Returns false when
 * `dir` holds a template for this code already. Written beside `dir` and renamed into place, so a
 * template is whole or absent.
 */
export async function makeTemplate(dir: string): Promise<boolean> {
  const fingerprint = templateFingerprint();
  if (fingerprintOf(dir) === fingerprint) return false;
  const building = `${dir}.${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  const db = await openEmbedded({ dataDir: building });
  try {
    await migrate(db);
    await db.transaction((tx) => loadLicenses(tx));
    await db.query('CHECKPOINT');
  } finally {
    await db.close();
  }
  writeFileSync(join(building, FINGERPRINT_FILE), `${fingerprint}\n`);
  rmSync(dir, { recursive: true, force: true });
  renameSync(building, dir);
  return true;
}

/**
 * Copies the template into a DATA_DIR that holds no database yet; false (nothing copied) when it holds
 * one or there is no template for this code, and opening the database creates it (initdb, migrations).
 */
export function copyTemplate(dataDir: string, dir = DEFAULT_TEMPLATE_DIR): boolean {
  if (existsSync(join(dataDir, 'PG_VERSION')) || fingerprintOf(dir) !== templateFingerprint()) return false;
  mkdirSync(dataDir, { recursive: true });
  for (const entry of readdirSync(dir)) {
    if (entry !== FINGERPRINT_FILE) cpSync(join(dir, entry), join(dataDir, entry), { recursive: true });
  }
  return true;
}
