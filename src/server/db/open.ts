import type { Config } from '../config';
import type { Database } from './database';
import { openEmbedded } from './embedded';
import { openPostgres } from './postgres';

/** Opens the database the configuration names: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openEmbedded({ dataDir: config.dataDir });
}
