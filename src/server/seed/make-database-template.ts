/**
 * `node dist-server/make-database-template.js [dir]`, run by the build: the new-database template beside
 * the compiled service (database-template.ts), made again only when the migrations, the engine or the
 * license list changed.
 */
import { DEFAULT_TEMPLATE_DIR, makeTemplate } from './database-template';

const dir = process.argv[2] ?? DEFAULT_TEMPLATE_DIR;
const started = performance.now();
if (await makeTemplate(dir))
  console.log(`Database template made in ${dir} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
