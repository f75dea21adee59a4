import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * A catalog chunk that does not load on the first page (network, a deployment that replaced it): the
 * error page that follows reads words, from what did load and the entry's English login messages.
 */
/** The module afresh, with its own Lingui instance that no language was activated in yet. */
async function freshI18n() {
  vi.resetModules();
  vi.doMock('@lingui/core', async () => {
    const lingui = await vi.importActual<typeof import('@lingui/core')>('@lingui/core');
    return { ...lingui, i18n: lingui.setupI18n() };
  });
  return import('../i18n');
}

afterEach(() => {
  vi.doUnmock('@lingui/core');
  vi.doUnmock('../../locales/en');
  vi.doUnmock('../../locales/login-ru');
  vi.resetModules();
});

const failing = () => {
  throw new Error('Failed to fetch dynamically imported module');
};

describe('a catalog that does not load', () => {
  it('keeps the login part when the console part fails', async () => {
    vi.doMock('../../locales/en', failing);
    // A signed-in deep link: the first activation asks for both parts.
    const { loadEveryCatalog, i18n } = await freshI18n();
    expect(i18n.locale).toBeFalsy();
    await expect(loadEveryCatalog('en')).rejects.toThrow();
    expect(i18n.locale).toBe('en');
    expect(i18n._('shell.routeError.title')).toBe('Something went wrong');
  });

  it('falls back to the English login messages when the Russian login part fails first', async () => {
    vi.doMock('../../locales/login-ru', failing);
    const { activateLanguage, i18n } = await freshI18n();
    await expect(activateLanguage('ru')).rejects.toThrow();
    expect(i18n.locale).toBe('ru');
    expect(i18n._('shell.routeError.tryAgain')).not.toBe('shell.routeError.tryAgain');
  });
});
