import { readFileSync } from 'node:fs';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const CATALOG = /\/locales\/[a-z]{2}\.json\?catalog(?:&only=([\w.,-]+))?$/;

/**
 * Compiles the console's message catalogs at build time: `…/locales/<lang>.json?catalog` becomes a
 * module exporting `messages`, each ICU message already parsed into Lingui's compiled form, so the
 * browser never ships or runs an ICU parser. A catalog is flat JSON, `{"id": "ICU message"}` (see
 * src/app/locales/README.md); a message that does not parse fails the build and names its id.
 * Lingui's own Vite plugin does the same through its CLI, which brings Babel and ~160 packages.
 * `?catalog&only=<id>,<id>` keeps only those messages (the login page's chunk takes one message of the
 * components' catalog, not all of it); an id the catalog lacks fails the build.
 */
export function messageCatalogs(): Plugin {
  return {
    name: 'argus-message-catalogs',
    enforce: 'pre',
    load(id) {
      const match = CATALOG.exec(id);
      if (!match) return null;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const catalog = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const only = match[1]?.split(',');
      for (const messageId of only ?? []) {
        if (!(messageId in catalog)) throw new Error(`${file} has no message "${messageId}" (asked for by ${id})`);
      }
      const compiled: Record<string, unknown> = {};
      for (const [messageId, message] of Object.entries(catalog)) {
        if (only && !only.includes(messageId)) continue;
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
