import type { Messages } from '@lingui/core';

// Every catalog of this language, compiled at build time (`?catalog`, scripts/vite-catalogs.ts) and merged into one chunk.
const catalogs = import.meta.glob<{ messages: Messages }>('../**/locales/en.json', { eager: true, query: '?catalog' });

export const messages: Messages = Object.assign({}, ...Object.values(catalogs).map((catalog) => catalog.messages));
