import { createMiddleware } from 'hono/factory';
import { type ApiLanguage, isApiLanguage, translateErrors } from '../../../contract/messages';
import type { AppEnv } from '../context';

/**
 * The API's language as Django's LocaleMiddleware picks it: the language ranges of Accept-Language by
 * q (ties keep their order, q=0 never), the first one whose primary subtag the API speaks (`ru-RU` →
 * ru); `*` or nothing suitable → English.
 */
export function negotiateLanguage(header: string | undefined): ApiLanguage {
  const ranges = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => /^q=/i.test(param));
      return { range: range.toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter(({ range, q }) => range !== '' && Number.isFinite(q) && q > 0 && q <= 1)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { range } of ranges) {
    if (range === '*') break;
    const primary = range.split('-')[0]!;
    if (isApiLanguage(primary)) return primary;
  }
  return 'en';
}

/**
 * CONTRACT §14: a 4xx JSON answer speaks the caller's language. Messages are written in English
 * everywhere and translated here, in one place, after the handler (or the error handler) has answered;
 * field names, values and trigger names stay as they are.
 */
export const answerInCallersLanguage = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const response = c.res;
  if (response.status < 400 || response.status >= 500) return;
  if (!/^application\/json\b/i.test(response.headers.get('content-type') ?? '')) return;
  const language = negotiateLanguage(c.req.header('accept-language'));
  // Whatever the language, the answer depends on the header: caches must keep them apart.
  response.headers.append('Vary', 'Accept-Language');
  response.headers.set('Content-Language', language);
  if (language === 'en') return;
  let body: unknown;
  try {
    body = JSON.parse(await response.clone().text());
  } catch {
    return;
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  // Unset first: Hono would otherwise copy the old answer's headers onto the new one.
  c.res = undefined;
  c.res = new Response(JSON.stringify(translateErrors(body, language)), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
});
