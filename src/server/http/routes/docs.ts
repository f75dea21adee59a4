import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../context';

const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Argus API</title><link rel="stylesheet" href="swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="swagger-ui-bundle.js"></script><script src="init.js"></script></body>
</html>`;

// In its own file, not inline, so the Content-Security-Policy needs no 'unsafe-inline' script.
const INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', persistAuthorization: false });`;

/** Interactive API docs served from node_modules: works offline, no CDN. */
export const docsRoutes = new Hono<AppEnv>()
  .get('/api/swagger', (c) => c.redirect('/api/swagger/', 301))
  .get('/api/swagger/', (c) => c.html(PAGE))
  .get('/api/swagger/init.js', (c) => c.body(INIT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }))
  .get('/api/swagger/:file', async (c) => {
    const file = c.req.param('file');
    const type = ASSETS[file];
    if (!type) return c.json({ detail: 'Not found.' }, 404);
    const body = await readFile(join(swaggerDir, file));
    return c.body(body, 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' });
  });
