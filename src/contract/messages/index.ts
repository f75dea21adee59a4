import { RU_MESSAGES } from './ru';
import { type MessageTable, translateErrorsWith, translateWith } from './translate';

/** The languages the API answers error messages in (CONTRACT §14); English is the default and the source. */
const API_LANGUAGES = ['en', 'ru'] as const;
export type ApiLanguage = (typeof API_LANGUAGES)[number];

const TABLES: Record<Exclude<ApiLanguage, 'en'>, MessageTable> = { ru: RU_MESSAGES };

export const isApiLanguage = (value: string): value is ApiLanguage => API_LANGUAGES.includes(value as ApiLanguage);

export function translateMessage(text: string, language: ApiLanguage): string {
  return language === 'en' ? text : translateWith(TABLES[language], text);
}

export function translateErrors(body: unknown, language: ApiLanguage): unknown {
  return language === 'en' ? body : translateErrorsWith(TABLES[language], body);
}
