import type { Messages } from '@lingui/core';

// The login page's messages in English: its own catalog, the language switch's label, the close buttons'
// name (console-providers.tsx) and the words for a console that did not load, compiled at build time
// (`?catalog`, scripts/vite-catalogs.ts; `only=` keeps some messages of a catalog). Imported by
// lib/i18n.ts, so they are in the entry chunk and the first page renders without fetching a catalog.
const catalogs = import.meta.glob<{ messages: Messages }>('../features/auth/locales/en.json', {
  eager: true,
  query: '?catalog',
});
const language = import.meta.glob<{ messages: Messages }>('../components/locales/en.json', {
  eager: true,
  query: '?catalog&only=components.language,components.close',
});
// What main.tsx says when the console's router did not load (first-page.tsx, ConsoleLoadError).
const loadError = import.meta.glob<{ messages: Messages }>('../shell/locales/en.json', {
  eager: true,
  query: '?catalog&only=shell.routeError.title,shell.routeError.text,shell.routeError.tryAgain',
});

export const messages: Messages = Object.assign(
  {},
  ...[...Object.values(catalogs), ...Object.values(language), ...Object.values(loadError)].map(
    (catalog) => catalog.messages,
  ),
);
