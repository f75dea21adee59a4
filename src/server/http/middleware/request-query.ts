import { createMiddleware } from 'hono/factory';
import { tryDecodeURIComponent } from 'hono/utils/url';
import type { FieldErrors } from '../../../contract/errors';
import { NON_FIELD_ERRORS } from '../../../contract/errors';
import type { AppEnv } from '../context';
import { ValidationFailed } from '../../errors';
import { isBadText, NULL_CHARACTERS } from '../text-rule';

/** A parameter name as Hono decodes it, so that two spellings of one name count as one. */
const decodeName = (text: string) => tryDecodeURIComponent(text.replace(/\+/g, ' '));

/** The query with each name once, at its last value; undefined when no name repeats. */
export function keepLastValues(query: string): string | undefined {
  const parts = query.split('&');
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const part of parts.toReversed()) {
    const name = decodeName(part.split('=', 1)[0] ?? '');
    if (seen.has(name)) continue;
    seen.add(name);
    kept.push(part);
  }
  return kept.length === parts.length ? undefined : kept.reverse().join('&');
}

/**
 * A repeated query parameter takes its last value, as Django's `QueryDict.get` does. The request is
 * rewritten before the routes see it, so validators, paging and the `next`/`previous` links all read
 * the same query. First CONTRACT §9: no value (or name) may hold U+0000 or a lone surrogate.
 */
export const readQuery = createMiddleware<AppEnv>(async (c, next) => {
  // Every value counts, not only the last: a request that carries NUL anywhere is refused as a whole.
  const errors: FieldErrors = {};
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (isBadText(name)) errors[NON_FIELD_ERRORS] = [NULL_CHARACTERS];
    else if (values.some(isBadText)) errors[name] = [NULL_CHARACTERS];
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  const raw = c.req.raw;
  const start = raw.url.indexOf('?');
  const query = start === -1 ? undefined : keepLastValues(raw.url.slice(start + 1));
  if (query !== undefined) {
    c.req.raw = new Request(`${raw.url.slice(0, start)}?${query}`, {
      method: raw.method,
      headers: raw.headers,
      body: raw.body,
      signal: raw.signal,
      duplex: 'half', // required by Node for a streamed body
    } as RequestInit);
  }
  return next();
});
