import { defineConfig } from '@lingui/conf';

/**
 * Lingui reads the console's catalogs at build time (its Vite plugin compiles each one to JS when
 * `src/app/locales/<lang>.ts` imports it). One catalog per folder and language, so translators of
 * different sections never edit the same file: `src/app/<shell|components|lib>/locales/<lang>.json`
 * and `src/app/features/<name>/locales/<lang>.json`. No macros: they need Babel, which the React plugin
 * on Vite 8 does not run; the code names messages by explicit ids.
 */

type Entry = { translation?: string; message?: string };

/** A catalog is flat JSON, `{"id": "ICU message"}`: easy to diff, review and check (scripts/check-i18n.ts). */
const flatJson = {
  catalogExtension: '.json',
  parse: (content: string) =>
    Object.fromEntries(
      Object.entries(JSON.parse(content) as Record<string, string>).map(([id, translation]) => [id, { translation }]),
    ),
  serialize: (catalog: Record<string, Entry>) =>
    `${JSON.stringify(
      Object.fromEntries(Object.entries(catalog).map(([id, entry]) => [id, entry.translation || entry.message || ''])),
      null,
      2,
    )}\n`,
};

export default defineConfig({
  locales: ['en', 'ru'],
  sourceLocale: 'en',
  format: flatJson,
  catalogs: [
    { path: '<rootDir>/src/app/features/{name}/locales/{locale}', include: ['<rootDir>/src/app/features/{name}'] },
    ...['shell', 'components', 'lib'].map((folder) => ({
      path: `<rootDir>/src/app/${folder}/locales/{locale}`,
      include: [`<rootDir>/src/app/${folder}`],
    })),
  ],
});
