import type { Messages } from '@lingui/core';

// The console's catalogs of this language but the login page's (login-ru.ts, loaded first), compiled at
// build time (`?catalog`, scripts/vite-catalogs.ts) and merged into one chunk, loaded with the signed-in app.
const catalogs = import.meta.glob<{ messages: Messages }>(
  ['../**/locales/ru.json', '!../features/auth/locales/ru.json'],
  {
    eager: true,
    query: '?catalog',
  },
);

export const messages: Messages = Object.assign({}, ...Object.values(catalogs).map((catalog) => catalog.messages));

import { RU_MESSAGES } from '../../contract/messages/ru';
import { translateWith } from '../../contract/messages/translate';

/**
 * The contract schemas' messages, which forms show before the server is asked, in Russian (CONTRACT
 * §14): the table the server answers with, loaded with this language only.
 */
export const localizeApiMessage = (text: string): string => translateWith(RU_MESSAGES, text);
