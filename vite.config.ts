import { defineConfig } from 'vitest/config';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vite-precompress';

const apiTarget = process.env.ARGUS_DEV_API ?? 'http://127.0.0.1:8080';

export default defineConfig({
  // lingui(): compiles the console's ICU catalogs (`*/locales/<lang>.json?lingui`) at build time.
  plugins: [react(), lingui(), precompress()],
  build: { outDir: 'dist', manifest: true, sourcemap: false },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'src/contract/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          include: ['src/app/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/app/test/setup.ts'],
          css: false,
          testTimeout: 15_000,
        },
      },
    ],
  },
});
