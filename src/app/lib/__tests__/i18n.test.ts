import { zodResolver } from '@hookform/resolvers/zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProprietorInputSchema } from '../../../contract/catalog';
import { formatDate, formatNumber, formatRelativeTime, yesNo } from '../format';
import {
  activateLanguage,
  chooseLanguage,
  currentLanguage,
  i18n,
  initialLanguage,
  localizeApiMessage,
  pickLanguage,
} from '../i18n';
import { localizeResolver } from '../localize-resolver';

afterEach(() => vi.unstubAllGlobals());

describe('the console language', () => {
  it('is the first of the browser languages the console speaks, else English', () => {
    expect(pickLanguage(['ru-RU', 'en'])).toBe('ru');
    expect(pickLanguage(['de-DE', 'RU'])).toBe('ru');
    expect(pickLanguage(['en-GB', 'ru'])).toBe('en');
    expect(pickLanguage(['de', 'fr'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });

  it('starts from the browser, and from a choice made earlier in this browser once there is one', async () => {
    vi.stubGlobal('navigator', { languages: ['ru-RU', 'ru'], language: 'ru-RU' });
    expect(initialLanguage()).toBe('ru');
    await chooseLanguage('en');
    expect(localStorage.getItem('argus.language')).toBe('en');
    expect(initialLanguage()).toBe('en');
  });

  it('follows the later of two quick switches, whichever catalog arrives first', async () => {
    const first = activateLanguage('ru');
    const second = activateLanguage('en');
    await Promise.all([first, second]);
    expect(currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('messages in Russian', () => {
  const vulnerabilities = (count: number) =>
    i18n._('components.dependency.vulnerabilitiesIn', { count, name: 'lodash', version: '4.17.15' });

  it('picks the Russian plural form: 1, 2, 5, 21, 11, 22', async () => {
    await activateLanguage('ru');
    expect([1, 2, 5, 21, 11, 22].map(vulnerabilities)).toEqual([
      '1 уязвимость в lodash 4.17.15',
      '2 уязвимости в lodash 4.17.15',
      '5 уязвимостей в lodash 4.17.15',
      '21 уязвимость в lodash 4.17.15',
      '11 уязвимостей в lodash 4.17.15',
      '22 уязвимости в lodash 4.17.15',
    ]);
    await activateLanguage('en');
    expect([1, 2].map(vulnerabilities)).toEqual([
      '1 vulnerability in lodash 4.17.15',
      '2 vulnerabilities in lodash 4.17.15',
    ]);
  });

  it('formats numbers, dates and relative times for the language, and says yes and no in it', async () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    await activateLanguage('en');
    expect(i18n._('components.pagination.range', { first: 1, last: 20, total: 12345 })).toBe('1–20 of 12,345');
    expect(formatDate('2026-03-08T12:00:00Z')).toMatch(/Mar 8, 2026|8 Mar 2026/);
    expect(formatRelativeTime('2026-03-10T11:57:00Z', now)).toBe('3 minutes ago');
    expect(yesNo(true)).toBe('Yes');

    await activateLanguage('ru');
    expect(i18n._('components.pagination.range', { first: 1, last: 20, total: 12345 })).toMatch(/^1–20 из 12\s345$/u);
    expect(formatNumber(1234.5)).toMatch(/^1\s234,5$/u);
    expect(formatDate('2026-03-08T12:00:00Z')).toMatch(/8 мар\. 2026/);
    expect(formatRelativeTime('2026-03-10T11:57:00Z', now)).toBe('3 минуты назад');
    expect(formatRelativeTime('2026-03-09T12:00:00Z', now)).toBe('вчера');
    expect(yesNo(true)).toBe('Да');
    expect(yesNo(false)).toBe('Нет');
  });

  it('shows the contract schemas’ messages in the language, as the server answers them', async () => {
    const resolver = localizeResolver(zodResolver(ProprietorInputSchema));
    const options = { fields: {}, shouldUseNativeValidation: false } as const;

    await activateLanguage('en');
    expect(localizeApiMessage('This field may not be blank.')).toBe('This field may not be blank.');
    expect((await resolver({ name: ' ' }, undefined, options)).errors.name?.message).toBe(
      'This field may not be blank.',
    );

    await activateLanguage('ru');
    expect(localizeApiMessage('Unknown trigger "x".')).toBe('Неизвестный триггер «x».');
    const russian = await resolver({ name: ' ' }, undefined, options);
    expect(russian.errors.name?.message).toBe('Это поле не может быть пустым.');
    expect(russian.values).toEqual({});
    expect((await resolver({ name: 'ACME' }, undefined, options)).values).toEqual({ name: 'ACME' });
  });
});

describe('catalogs loaded in two parts', () => {
  /** lib/i18n and Lingui as a fresh page load has them: only the login page's messages so far. */
  async function freshI18n() {
    vi.resetModules();
    return import('../i18n');
  }

  it('has the login page’s messages first, in English without a request, the rest once the console asks', async () => {
    const fresh = await freshI18n();
    await fresh.activateLanguage('en');
    expect(fresh.i18n._('auth.title')).toBe('Sign in to Argus');
    expect(fresh.i18n._('components.language')).toBe('Language');
    // What the entry says if the console's router does not load (first-page.tsx).
    expect(fresh.i18n._('shell.routeError.tryAgain')).toBe('Try again');
    // Not a message of the login page: its id until the console's catalogs are loaded.
    expect(fresh.i18n._('shell.loading')).toBe('shell.loading');

    await fresh.loadEveryCatalog();
    expect(fresh.i18n._('shell.loading')).toBe('Loading');
    expect(fresh.i18n._('auth.title')).toBe('Sign in to Argus');
  });

  it('in Russian too, and a language chosen after that brings all of its catalogs', async () => {
    const fresh = await freshI18n();
    await fresh.activateLanguage('ru');
    expect(fresh.i18n._('auth.title')).toBe('Вход в Argus');
    expect(fresh.i18n._('components.language')).toBe('Язык');
    expect(fresh.i18n._('shell.routeError.tryAgain')).toBe('Попробовать снова');
    expect(fresh.i18n._('shell.loading')).toBe('shell.loading');
    expect(fresh.localizeApiMessage('Unknown trigger "x".')).toBe('Unknown trigger "x".');

    await fresh.loadEveryCatalog();
    expect(fresh.i18n._('shell.loading')).toBe('Загрузка');
    expect(fresh.localizeApiMessage('Unknown trigger "x".')).toBe('Неизвестный триггер «x».');
    await fresh.activateLanguage('en');
    expect(fresh.i18n._('shell.loading')).toBe('Loading');
  });
});
