import type { Messages } from '@lingui/core';

// Every catalog of this language, compiled by Lingui's Vite plugin (`?lingui`) and merged into one chunk.
const catalogs = import.meta.glob<{ messages: Messages }>('../**/locales/ru.json', { eager: true, query: '?lingui' });

export const messages: Messages = Object.assign({}, ...Object.values(catalogs).map((catalog) => catalog.messages));

// The API's messages in Russian, for the contract schemas' messages that forms show before the server
// is asked (CONTRACT §14): the table the server uses, loaded with this language only.
export { RU_MESSAGES as apiMessages } from '../../contract/messages/ru';
