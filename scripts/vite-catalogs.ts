import { readFileSync } from 'node:fs';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const CATALOG = /\/locales\/[a-z]{2}\.json\?catalog$/;

/**
 * Compiles the console's message catalogs at build time: `…/locales/<lang>.json?catalog` becomes a
 * module exporting `messages`, each ICU message already parsed into Lingui's compiled form, so the
 * browser never ships or runs an ICU parser. A catalog is flat JSON, `{"id": "ICU message"}` (see
 * src/app/locales/README.md); a message that does not parse fails the build and names its id.
 * Lingui's own Vite plugin does the same through its CLI, which brings Babel and ~160 packages.
 */
export function messageCatalogs(): Plugin {
  return {
    name: 'argus-message-catalogs',
    enforce: 'pre',
    load(id) {
      if (!CATALOG.test(id)) return null;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const catalog = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled: Record<string, unknown> = {};
      for (const [messageId, message] of Object.entries(catalog)) {
        try {
          compiled[messageId] = compileMessageOrThrow(message);
        } catch (error) {
          throw new Error(`${file}: message "${messageId}" is not valid ICU: ${String(error)}`);
        }
      }
      return { code: `export const messages = ${JSON.stringify(compiled)};`, map: null };
    },
  };
}
