import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../test/harness';
import { negotiateLanguage } from '../middleware/language';

let s: TestService;
let admin: string;
beforeAll(async () => {
  s = await startTestService();
  admin = await s.tokenFor('administrator');
});
afterAll(() => s.close());

const RU = { 'Accept-Language': 'ru-RU,ru;q=0.9,en;q=0.8' };

describe('Accept-Language, picked as Django does', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['ru', 'ru'],
    ['ru-RU,ru;q=0.9,en;q=0.8', 'ru'],
    ['en-US,en;q=0.9,ru;q=0.8', 'en'],
    ['de-DE, ru;q=0.5', 'ru'],
    ['en;q=0.5, ru;q=0.9', 'ru'],
    ['ru;q=0, en', 'en'],
    ['RU', 'ru'],
    ['fr, *;q=0.5, ru;q=0.1', 'en'],
    ['ru;q=abc', 'en'],
  ])('%j → %s', (header, language) => {
    expect(negotiateLanguage(header)).toBe(language);
  });
});

describe('CONTRACT §14: error messages in the caller’s language', () => {
  it('a 400 in Russian with Accept-Language: ru, in English without; the field name stays', async () => {
    const ru = await s.call(admin, 'POST', '/api/settings/proprietors/', { name: '' }, RU);
    expect(ru.status).toBe(400);
    expect(await ru.json()).toEqual({ name: ['Это поле не может быть пустым.'] });
    expect(ru.headers.get('content-language')).toBe('ru');
    expect(ru.headers.get('vary')).toContain('Accept-Language');
    expect(ru.headers.get('content-type')).toMatch(/^application\/json/);

    const en = await s.call(admin, 'POST', '/api/settings/proprietors/', { name: '' });
    expect(en.status).toBe(400);
    expect(await en.json()).toEqual({ name: ['This field may not be blank.'] });
    expect(en.headers.get('content-language')).toBe('en');
    expect(en.headers.get('vary')).toContain('Accept-Language');
  });

  it('keeps values (here a trigger name) and nested field keys as they came', async () => {
    const res = await s.call(
      admin,
      'POST',
      '/api/settings/webhooks/',
      { name: 'Chat', url: 'https://hooks.example.com/argus', events: ['project_exploded'] },
      RU,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ events: { '0': ['Неизвестный триггер «project_exploded».'] } });
  });

  it('a 404 detail, a 405 with its Allow header and a 401 with WWW-Authenticate', async () => {
    const missing = await s.call(admin, 'GET', '/api/licenses/999999/', undefined, RU);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ detail: 'Не найдено.' });

    const method = await s.call(admin, 'DELETE', '/api/profile/', undefined, RU);
    expect(method.status).toBe(405);
    expect(method.headers.get('allow')).toContain('GET');
    expect(await method.json()).toEqual({ detail: 'Метод «DELETE» не разрешён.' });

    const anonymous = await s.call(undefined, 'GET', '/api/profile/', undefined, RU);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Token');
    expect(await anonymous.json()).toEqual({ detail: 'Учётные данные не предоставлены.' });

    const english = await s.call(undefined, 'GET', '/api/profile/', undefined, { 'Accept-Language': 'de, en' });
    expect(await english.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('leaves successful answers alone', async () => {
    const res = await s.call(admin, 'GET', '/api/profile/', undefined, RU);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { username: string }).username).toBe('administrator');
    expect(res.headers.get('content-language')).toBeNull();
  });
});
