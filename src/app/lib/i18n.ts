import { i18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { messages as englishLogin } from '../locales/login-en';

/**
 * The console's languages. Messages are named by ids (`shell.nav.projects`) and kept in ICU catalogs,
 * one per folder and language (see scripts/vite-catalogs.ts). Each language has two parts: the login
 * page's messages (English in the entry chunk, so the first page renders without a request; Russian a
 * small chunk) and the rest of the console's, one lazy chunk per language that loads with the
 * signed-in app (`loadEveryCatalog`).
 */
export const LANGUAGES = ['en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language by its own name, whatever language the console is in. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ru: 'Русский' };

const STORAGE_KEY = 'argus.language';

type Catalog = {
  messages: Messages;
  /** The API's English messages in this language; absent for English, their source. */
  localizeApiMessage?: (text: string) => string;
};

const loginCatalogs: Record<Language, () => Promise<Catalog>> = {
  en: () => Promise.resolve({ messages: englishLogin }),
  ru: () => import('../locales/login-ru'),
};
const consoleCatalogs: Record<Language, () => Promise<Catalog>> = {
  en: () => import('../locales/en'),
  ru: () => import('../locales/ru'),
};

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The first of the reader's languages the console speaks (`ru-RU` → ru), else English. */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

function storedLanguage(): Language | null {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** A language chosen earlier in this browser, else the browser's. */
export function initialLanguage(): Language {
  const nav = globalThis.navigator;
  return storedLanguage() ?? pickLanguage(nav?.languages?.length ? nav.languages : [nav?.language ?? 'en']);
}

export const currentLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : 'en');

let latest = 0;
let requested: Language = 'en';
let localizeApi: Catalog['localizeApiMessage'];
/** Whether a language loads the whole console's catalogs, or only the login page's (issue 19). */
let everyCatalog = false;
let everyCatalogLoading: { language: Language; done: Promise<void> } | undefined;

/**
 * An English message of the API or of a contract schema (CONTRACT §14) in the console's language: the
 * same table the server answers with, so a form's own check and the server's say the same words.
 */
export const localizeApiMessage = (text: string): string => (localizeApi ? localizeApi(text) : text);

/**
 * Loads the language's catalogs (the login page's, and the rest once `loadEveryCatalog` was called)
 * and switches to them; `<html lang>` follows.
 */
export async function activateLanguage(language: Language): Promise<void> {
  const request = ++latest;
  requested = language;
  const [login, ...rest] = await Promise.allSettled(
    everyCatalog ? [loginCatalogs[language](), consoleCatalogs[language]()] : [loginCatalogs[language]()],
  );
  const failure = [login, ...rest].find((part) => part.status === 'rejected');
  if (failure) {
    // A catalog did not load (network, a deployment that replaced it). With no language active yet, what
    // did load is shown, and the entry's English login messages (which hold the words of the error page
    // that follows) where the login part is missing: words rather than message ids.
    if (!i18n.locale) {
      const loaded = [login!, ...rest].flatMap((part) => (part.status === 'fulfilled' ? [part.value.messages] : []));
      const fallback = login!.status === 'fulfilled' ? {} : englishLogin;
      i18n.loadAndActivate({ locale: language, messages: Object.assign({}, fallback, ...loaded) });
    }
    throw failure.reason;
  }
  const parts = [login!, ...rest].map((part) => (part as PromiseFulfilledResult<Catalog>).value);
  // Two quick switches: the later choice wins even if its chunk arrives first.
  if (request !== latest) return;
  localizeApi = parts.find((part) => part.localizeApiMessage)?.localizeApiMessage;
  i18n.loadAndActivate({ locale: language, messages: Object.assign({}, ...parts.map((part) => part.messages)) });
  document.documentElement.lang = language;
}

/**
 * From now on a language brings every catalog of the console, not only the login page's: called as the
 * signed-in app loads (and as a sign-in starts, whose messages about the server are the console's).
 * Loads them for `language`, by default the one last asked for.
 */
export function loadEveryCatalog(language: Language = requested): Promise<void> {
  everyCatalog = true;
  // Asked again (each input into the login form asks): the same loading, not a new render of every text.
  if (everyCatalogLoading?.language !== language) {
    const done = activateLanguage(language).catch((error: unknown) => {
      everyCatalogLoading = undefined; // the next call tries again
      throw error;
    });
    everyCatalogLoading = { language, done };
  }
  return everyCatalogLoading!.done;
}

/** The reader's choice: switched to and remembered in this browser. */
export async function chooseLanguage(language: Language): Promise<void> {
  await activateLanguage(language);
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage disabled: the choice lasts until the page is reloaded.
  }
}

/** A message to translate later, where it is shown (module-level tables: columns, navigation). */
export const msg = (id: string, values?: Record<string, unknown>): MessageDescriptor => ({ id, values });

/** The translate function of the active language; components using it re-render when it changes. */
export function useT() {
  return useLingui()._;
}

export { i18n };
