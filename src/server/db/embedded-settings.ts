import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';

/**
 * `ARGUS_BENCH_ENGINE_DEFAULTS=true` runs the embedded engine as it ran before issue 19 (PostgreSQL's
 * shared_buffers and WAL sizes, V8's default WebAssembly tiering), so that `npm run bench:memory --
 * --compare` can measure both in one run. Only that benchmark sets it; it is not a setting.
 */
const engineDefaults = (env: NodeJS.ProcessEnv) => env.ARGUS_BENCH_ENGINE_DEFAULTS === 'true';

/**
 * PostgreSQL settings for the embedded engine, chosen by measurement (scripts/bench-memory.ts):
 * - shared_buffers 32 MB instead of 128: PGlite pays the whole pool at start in the process's memory,
 *   while the operating system's page cache under the data directory holds the rest. 32 MB holds what
 *   the heaviest list request of the seed:large data reads (a search that walks 75 000 rows of the
 *   dependencies' name index and table): its CPU time was 91–99 ms a request at 32 MB, 91–97 at 64 and
 *   128, 107–115 at 16 (13 % more, reading the pages again through the file system); each 16 MB is
 *   16 MiB of RSS from the start;
 * - a small write-ahead log (at most 32 MB, two segments): PostgreSQL keeps max_wal_size of WAL files between
 *   checkpoints, which was most of a seeded DATA_DIR.
 */
export function embeddedStartParams(env: NodeJS.ProcessEnv = process.env): string[] {
  if (engineDefaults(env)) return PGlite.defaultStartParams;
  return [
    ...PGlite.defaultStartParams,
    '-c',
    'shared_buffers=32MB',
    '-c',
    'min_wal_size=32MB',
    '-c',
    'max_wal_size=32MB',
  ];
}

/**
 * How V8 compiles PGlite's WebAssembly (9 MB of PostgreSQL) in the service process; call it before the
 * database opens. By default V8 compiles every function at once with its baseline compiler (Liftoff)
 * and then compiles the busy ones again, optimised, beside it: both copies stay, some 70 MiB of the
 * service's memory on a start over the seed:large data (bench:memory: 268–279 MiB without the service's
 * own code, 195–210 with this). Here a function is compiled once, optimised, when it is first called:
 * the start takes one to three seconds longer (the functions a start runs are compiled then), and
 * requests run optimised code from the first (API throughput in `npm run bench:memory -- --compare`).
 * Flags read when a module is compiled, so setting them now applies to the next compilation.
 */
export function compileEngineOnce(env: NodeJS.ProcessEnv = process.env): void {
  if (engineDefaults(env)) return;
  setFlagsFromString('--no-liftoff');
  setFlagsFromString('--wasm-lazy-compilation');
}
