import type { Config } from '../config';
import { ListCache, withListCache } from './list-cache';
import type { Database } from './database';
import { openEmbedded } from './embedded';
import { openPostgres } from './postgres';

/** How long another process's write may go unseen in a list's `count` and pages (PostgreSQL shared by several processes). */
export const LIST_CACHE_TTL_MS = 5_000;

/** Opens the database the configuration names: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  const db = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openEmbedded({ dataDir: config.dataDir });
  return withListCache(db, new ListCache(LIST_CACHE_TTL_MS));
}
