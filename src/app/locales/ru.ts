import type { Messages } from '@lingui/core';

// Every catalog of this language, compiled by Lingui's Vite plugin (`?lingui`) and merged into one chunk.
const catalogs = import.meta.glob<{ messages: Messages }>('../**/locales/ru.json', { eager: true, query: '?lingui' });

export const messages: Messages = Object.assign({}, ...Object.values(catalogs).map((catalog) => catalog.messages));
