import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { consoleRoutes } from '../console';

const consoleDir = mkdtempSync(join(tmpdir(), 'argus-console-'));
const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
mkdirSync(join(consoleDir, 'assets'));
writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>Argus console</title>');
writeFileSync(join(consoleDir, 'assets', 'app-abc123.js'), script);
writeFileSync(join(consoleDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
writeFileSync(join(consoleDir, 'assets', 'app-abc123.js.gz'), gzipSync(script));
writeFileSync(join(consoleDir, 'assets', 'plain-def456.js'), 'export {};\n');
afterAll(() => rmSync(consoleDir, { recursive: true, force: true }));

const app = consoleRoutes(consoleDir);
const get = (path: string, acceptEncoding?: string) =>
  app.request(`http://console.test${path}`, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

describe('the built console', () => {
  it('answers the brotli file the build wrote when the browser accepts br, cached for good', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(script);
  });

  it('answers gzip to a browser without br, and the plain file to one that accepts neither', async () => {
    const gzipped = await get('/assets/app-abc123.js', 'gzip');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(script);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(script);
  });

  it('answers an asset without compressed copies as it is', async () => {
    const res = await get('/assets/plain-def456.js', 'br, gzip');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe('export {};\n');
  });

  it('answers 404 for a missing asset, never index.html under a cache-forever header', async () => {
    const res = await get('/assets/app-old999.js', 'br');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBeNull();
  });

  it('answers index.html at /, /index.html and client routes, never cached', async () => {
    for (const path of ['/', '/index.html', '/policies?page=2']) {
      const res = await get(path, 'br, gzip');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('Argus console');
    }
  });
});
