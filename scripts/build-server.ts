/**
 * Part of `npm run build`: the service compiled to JavaScript in dist-server/ (esbuild, one ESM bundle per
 * entry, packages left to node_modules), so production runs `node dist-server/main.js` without compiling
 * TypeScript at run time. The embedded engine's initdb child sits beside main.js, where embedded.ts looks
 * for it, the analysis process's entry (run-analysis.js) where analysis/child/location.ts looks for it, and
 * the demo data beside them, where demo-data.ts reads it; and the CI scanner, argus-scan.js (the package's `bin`).
 * `npm start` runs trial.js (main.js with the local trial's defaults). Last, the new-database template
 * (seed/database-template.ts), kept from the previous build unless what it is made from changed.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const OUT = 'dist-server';
const TEMPLATE = 'database-template';
if (existsSync(OUT)) {
  for (const entry of readdirSync(OUT))
    if (entry !== TEMPLATE) rmSync(join(OUT, entry), { recursive: true, force: true });
}
await build({
  entryPoints: {
    main: 'src/server/main.ts',
    trial: 'src/server/trial.ts',
    'make-database-template': 'src/server/seed/make-database-template.ts',
    'initdb-child': 'src/server/db/initdb-child.ts',
    'run-analysis': 'src/server/analysis/child/run-analysis.ts',
  },
  outdir: OUT,
  bundle: true,
  // Code imported with import() in a chunk of its own, loaded when first needed (analysis kinds, issue 28).
  splitting: true,
  // Beside the entries: code that finds its files next to itself (import.meta) finds them there too.
  chunkNames: '[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
// The CI scanner (`bin` argus-scan): a client of the API, runnable as `npx argus-scan` once built.
await build({
  entryPoints: { 'argus-scan': 'src/server/scanner/argus-scan.ts' },
  outdir: OUT,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  banner: { js: '#!/usr/bin/env node' },
  logLevel: 'warning',
});
chmodSync(`${OUT}/argus-scan.js`, 0o755);
cpSync('src/server/analysis/secrets/rules/default-rules.toml', `${OUT}/default-rules.toml`);
cpSync('src/server/seed/demo', `${OUT}/demo`, { recursive: true });
console.log(`Service compiled to ${OUT}/main.js`);
execFileSync(process.execPath, [`${OUT}/make-database-template.js`], { stdio: 'inherit' });
