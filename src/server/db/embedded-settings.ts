import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL settings for the embedded engine, chosen by measurement (scripts/bench-memory.ts):
 * - shared_buffers 16 MB instead of 128: PGlite pays the whole pool at start in the process's memory,
 *   while the operating system's page cache under the data directory holds the rest;
 * - a small write-ahead log (at most 32 MB, two segments): PostgreSQL keeps max_wal_size of WAL files between
 *   checkpoints, which was most of a seeded DATA_DIR.
 */
export const EMBEDDED_START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
  '-c',
  'min_wal_size=32MB',
  '-c',
  'max_wal_size=32MB',
];
