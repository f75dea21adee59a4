import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { ValidationFailed } from '../../errors';
import { ApiProblem } from '../problems';
import { badTextErrors } from '../text-rule';

const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The endpoints that take files (CONTRACT §16): multipart bodies streamed to disk by `receiveFiles`
 * under their own limit (ARGUS_UPLOAD_MAX_MB), not read into memory as JSON.
 */
const UPLOADS = [
  /^\/api\/analyses\/projects\/\d+\/sca\/upload\/$/,
  /^\/api\/analyses\/container_images\/\d+\/sca\/upload\/$/,
  /^\/api\/settings\/vulnerability_database\/imports\/$/,
];
export const isUpload = (method: string, path: string) => method === 'POST' && UPLOADS.some((p) => p.test(path));

const jsonBodyLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new ApiProblem(413, { detail: 'Request body is too large (limit 1 MiB).' });
  },
});

/**
 * Methods whose requests no route reads a body of: hono's bodyLimit asks for the body, and node-server
 * then builds a whole web Request, a tenth of a list request's time. A body sent anyway is never read.
 */
const BODILESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** CONTRACT §3: bodies over 1 MiB → 413 (uploads have their own limit). */
export const limitBody = createMiddleware<AppEnv>(async (c, next) =>
  BODILESS.has(c.req.method) || isUpload(c.req.method, c.req.path) ? next() : jsonBodyLimit(c, next),
);

/**
 * A write with a body must be JSON (anything else is 415, as in DRF), must parse (else 400
 * `JSON parse error - …`) and must hold no string PostgreSQL cannot store (CONTRACT §9). Hono caches
 * the body's text, so route validators do not read it twice.
 */
export const parseJsonBody = createMiddleware<AppEnv>(async (c, next) => {
  if (!['POST', 'PUT', 'PATCH'].includes(c.req.method) || isUpload(c.req.method, c.req.path)) return next();
  const text = await c.req.text();
  if (text.trim() === '') return next();
  const type = c.req.header('content-type');
  if (!type || !/^application\/json\b/i.test(type)) {
    throw new ApiProblem(415, { detail: `Unsupported media type "${(type ?? '').split(';')[0]}" in request.` });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    // V8 quotes the start of the input in some messages; a body may hold a secret, so that part goes.
    const reason = (error as Error).message.replace(/, ".*" is not valid JSON$/s, ' (not valid JSON)');
    throw new ApiProblem(400, { detail: `JSON parse error - ${reason}` });
  }
  const errors = badTextErrors(body);
  if (errors) throw new ValidationFailed(errors);
  return next();
});
