import type { Config } from '../config';
import { ReadCache, withReadCache } from './read-cache';
import type { Database } from './database';
import { openEmbedded } from './embedded';

/** How long another process's write may go unseen in a list's `count` and pages (PostgreSQL shared by several processes). */
const READ_CACHE_TTL_MS = 5_000;

/**
 * The embedded database belongs to this process alone (the data directory is locked, and `npm run
 * token` writes through the control socket), so every write passes the cache's wrapper and nothing
 * needs to expire. A TTL there would recount a large list every 5 s while every other request waits.
 */
export function readCacheTtlMs(kind: Database['kind']): number {
  return kind === 'embedded' ? Infinity : READ_CACHE_TTL_MS;
}

/** Opens the database the configuration names: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): Promise<Database & { readCache: ReadCache }> {
  // The PostgreSQL driver is loaded only where it is used: an embedded service never needs it.
  const db = config.databaseUrl
    ? await (await import('./postgres')).openPostgres(config.databaseUrl)
    : await openEmbedded({ dataDir: config.dataDir });
  return withReadCache(db, new ReadCache(readCacheTtlMs(db.kind)));
}
