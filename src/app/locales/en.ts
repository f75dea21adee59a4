import type { Messages } from '@lingui/core';

// The console's catalogs of this language but the login page's (login-en.ts, loaded first), compiled at
// build time (`?catalog`, scripts/vite-catalogs.ts) and merged into one chunk, loaded with the signed-in app.
const catalogs = import.meta.glob<{ messages: Messages }>(
  ['../**/locales/en.json', '!../features/auth/locales/en.json'],
  {
    eager: true,
    query: '?catalog',
  },
);

export const messages: Messages = Object.assign({}, ...Object.values(catalogs).map((catalog) => catalog.messages));
