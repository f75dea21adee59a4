import type { Config } from '../config';
import { CountCache, withCountCache } from './count-cache';
import type { Database } from './database';
import { openEmbedded } from './embedded';
import { openPostgres } from './postgres';

/** How long another process's write may go unseen in a list's `count` (PostgreSQL shared by several processes). */
export const COUNT_TTL_MS = 5_000;

/** Opens the database the configuration names: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  const db = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openEmbedded({ dataDir: config.dataDir });
  return withCountCache(db, new CountCache(COUNT_TTL_MS));
}
