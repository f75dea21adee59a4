/**
 * `npm run bench:bundle`: the gzip size of the JS and CSS each route loads, read from Vite's manifest
 * by the same walk as `npm run check:bundle` (scripts/check-bundle.ts): the entry chunk, the router and
 * the console's catalog, the page's lazy chunk, the lazy chunks it renders at once and everything those
 * import statically. Every page of the build is listed.
 */
import { measureRoutes } from './check-bundle';

const rows = measureRoutes('dist');
const width = Math.max(...rows.map((r) => r.route.length)) + 2;
console.log(`${'route'.padEnd(width)}chunks   JS kB gzip   CSS kB gzip`);
for (const r of rows) {
  console.log(
    `${r.route.padEnd(width)}${String(r.chunks).padStart(6)}${r.jsKb.toFixed(1).padStart(13)}${r.cssKb.toFixed(1).padStart(14)}`,
  );
}
