import type { Messages } from '@lingui/core';

// The login page's messages in Russian (see login-en.ts): a small chunk, fetched only when the
// console's language is Russian.
const catalogs = import.meta.glob<{ messages: Messages }>('../features/auth/locales/ru.json', {
  eager: true,
  query: '?catalog',
});
const language = import.meta.glob<{ messages: Messages }>('../components/locales/ru.json', {
  eager: true,
  query: '?catalog&only=components.language,components.close',
});
// What main.tsx says when the console's router did not load (first-page.tsx, ConsoleLoadError).
const loadError = import.meta.glob<{ messages: Messages }>('../shell/locales/ru.json', {
  eager: true,
  query: '?catalog&only=shell.routeError.title,shell.routeError.text,shell.routeError.tryAgain',
});

export const messages: Messages = Object.assign(
  {},
  ...[...Object.values(catalogs), ...Object.values(language), ...Object.values(loadError)].map(
    (catalog) => catalog.messages,
  ),
);
