/**
 * `npm run bench:bundle`: the gzip size of the JS and CSS each route loads, read from Vite's manifest.
 * A route loads the entry chunk, its lazy page chunks, and everything those import statically.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
const DIST = 'dist';
const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;

export const ROUTES: Record<string, string[]> = {
  '/login': ['src/app/features/auth/login-page.tsx'],
  '/licenses': ['src/app/shell/app-layout.tsx', 'src/app/features/licenses/licenses-page.tsx'],
  '/profile': ['src/app/shell/app-layout.tsx', 'src/app/features/profile/profile-page.tsx'],
  '/projects': ['src/app/shell/app-layout.tsx', 'src/app/features/projects/projects-page.tsx'],
  '/projects/:id': ['src/app/shell/app-layout.tsx', 'src/app/features/projects/project-detail-page.tsx'],
  '/settings/projects/new': ['src/app/shell/app-layout.tsx', 'src/app/features/projects/project-form-page.tsx'],
  '/dependencies': ['src/app/shell/app-layout.tsx', 'src/app/features/dependencies/dependencies-page.tsx'],
  '/dependencies/:id': ['src/app/shell/app-layout.tsx', 'src/app/features/dependencies/dependency-detail-page.tsx'],
  '/vulnerabilities': ['src/app/shell/app-layout.tsx', 'src/app/features/vulnerabilities/vulnerabilities-page.tsx'],
  '/vulnerabilities/:id': [
    'src/app/shell/app-layout.tsx',
    'src/app/features/vulnerabilities/vulnerability-detail-page.tsx',
  ],
  '/authors': ['src/app/shell/app-layout.tsx', 'src/app/features/authors/authors-page.tsx'],
  '/authors/:id': ['src/app/shell/app-layout.tsx', 'src/app/features/authors/author-detail-page.tsx'],
  '/container-images': ['src/app/shell/app-layout.tsx', 'src/app/features/container-images/container-images-page.tsx'],
  '/container-images/:id': [
    'src/app/shell/app-layout.tsx',
    'src/app/features/container-images/container-image-detail-page.tsx',
  ],
  '/artifact-repositories': [
    'src/app/shell/app-layout.tsx',
    'src/app/features/artifact-repositories/artifact-repositories-page.tsx',
  ],
  '/artifact-repositories/:id': [
    'src/app/shell/app-layout.tsx',
    'src/app/features/artifact-repositories/artifact-repository-detail-page.tsx',
  ],
  '/settings/proprietors': ['src/app/shell/app-layout.tsx', 'src/app/features/proprietors/proprietors-page.tsx'],
  '/policies': ['src/app/shell/app-layout.tsx', 'src/app/features/policies/policies-page.tsx'],
  '/policies/:id': ['src/app/shell/app-layout.tsx', 'src/app/features/policies/policy-detail-page.tsx'],
  '/policies/new': ['src/app/shell/app-layout.tsx', 'src/app/features/policies/policy-form-page.tsx'],
  '/alerts': ['src/app/shell/app-layout.tsx', 'src/app/features/alerts/alerts-page.tsx'],
  '/runs': ['src/app/shell/app-layout.tsx', 'src/app/features/runs/runs-page.tsx'],
  '/runs/:id': ['src/app/shell/app-layout.tsx', 'src/app/features/runs/run-detail-page.tsx'],
  '/settings/ml-model': ['src/app/shell/app-layout.tsx', 'src/app/features/ml-model/ml-model-page.tsx'],
  '/settings/webhooks': ['src/app/shell/app-layout.tsx', 'src/app/features/webhooks/webhooks-page.tsx'],
  '/settings/webhooks/new': ['src/app/shell/app-layout.tsx', 'src/app/features/webhooks/webhook-form-page.tsx'],
  '/settings/webhooks/triggers': ['src/app/shell/app-layout.tsx', 'src/app/features/webhooks/triggers-page.tsx'],
};

function files(keys: string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest: was it renamed?`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  keys.forEach(visit);
  return { js, css };
}

const gzipKb = (paths: Set<string>) =>
  [...paths].reduce((sum, file) => sum + gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length, 0) / 1024;

const rows = Object.entries(ROUTES).map(([route, keys]) => {
  const { js, css } = files(keys);
  return { route, chunks: js.size, js: gzipKb(js), css: gzipKb(css) };
});

const width = Math.max(12, ...rows.map((r) => r.route.length + 2));
console.log(`${'route'.padEnd(width)}chunks   JS kB gzip   CSS kB gzip`);
for (const r of rows) {
  console.log(`${r.route.padEnd(width)}${String(r.chunks).padStart(6)}${r.js.toFixed(1).padStart(13)}${r.css.toFixed(1).padStart(14)}`);
}
