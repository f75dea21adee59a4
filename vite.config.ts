import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { messageCatalogs } from './scripts/vite-catalogs';
import { precompress } from './scripts/vite-precompress';

const apiTarget = process.env.ARGUS_DEV_API ?? 'http://127.0.0.1:8080';

export default defineConfig({
  // messageCatalogs(): compiles the console's ICU catalogs (`*/locales/<lang>.json?catalog`) at build time.
  plugins: [react(), messageCatalogs(), precompress()],
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'first-page', tags: ['$initial'] }] } },
    },
  },
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
