import type { Messages } from '@lingui/core';

// The login page's messages in English: its own catalog and the language switch's label, compiled at
// build time (`?catalog`, scripts/vite-catalogs.ts; `only=` keeps one message of a catalog). Imported
// by lib/i18n.ts, so they are in the entry chunk and the first page renders without fetching a catalog.
const catalogs = import.meta.glob<{ messages: Messages }>('../features/auth/locales/en.json', {
  eager: true,
  query: '?catalog',
});
const language = import.meta.glob<{ messages: Messages }>('../components/locales/en.json', {
  eager: true,
  query: '?catalog&only=components.language',
});

export const messages: Messages = Object.assign(
  {},
  ...[...Object.values(catalogs), ...Object.values(language)].map((catalog) => catalog.messages),
);
