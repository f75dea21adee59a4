import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './context';

/** Serves the built console at `/`; client routes (`/licenses?page=2`) fall back to index.html. */
export function consoleRoutes(consoleDir: string) {
  const app = new Hono<AppEnv>();
  const indexFile = join(consoleDir, 'index.html');
  if (existsSync(consoleDir)) {
    // File names under assets/ carry a content hash, so they never change. The build writes .br and
    // .gz beside each asset (scripts/vite-precompress.ts); the browser gets the smallest it accepts.
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.ok) {
        c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
        c.res.headers.set('Vary', 'Accept-Encoding');
      }
    });
    app.use('/assets/*', serveStatic({ root: consoleDir, precompressed: true }));
    // A chunk of an older build is missing, not a client route: index.html there breaks the import.
    app.get('/assets/*', (c) => c.text('Not found', 404));
    // index.html names the current build's chunks: however it is asked for (`/`, `/index.html`, a
    // client route below), the browser must check for a new one.
    app.use('*', async (c, next) => {
      await next();
      if (c.res.headers.get('Content-Type')?.startsWith('text/html')) c.res.headers.set('Cache-Control', 'no-cache');
    });
    app.use('*', serveStatic({ root: consoleDir, precompressed: true }));
  }
  app.get('*', async (c) => {
    if (!existsSync(indexFile)) {
      return c.text('The console is not built. Run `npm run build` (npm start does this for you).', 503);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(await readFile(indexFile, 'utf8'));
  });
  return app;
}
