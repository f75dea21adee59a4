import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { Conflict, NotFound, ValidationFailed } from '../../errors';
import { errorSummary, log } from '../../log';
import type { AppEnv } from '../context';
import { ApiProblem } from '../problems';

/**
 * CONTRACT §3: every failure answers in DRF's shape; a 500 never carries a stack, SQL or secret. The
 * one place where the domain's errors (src/server/errors.ts) become responses.
 */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof ValidationFailed) return c.json(error.errors, 400);
  if (error instanceof NotFound) return c.json({ detail: error.detail }, 404);
  if (error instanceof Conflict) return c.json({ detail: error.detail, ...error.extra }, 409);
  if (error instanceof ApiProblem) return c.json(error.body, error.status, error.headers);
  if (error instanceof HTTPException) {
    if (error.status === 400 && /json/i.test(error.message)) {
      return c.json({ detail: `JSON parse error - ${error.message}` }, 400);
    }
    if (error.status === 413) return c.json({ detail: 'Request body is too large (limit 1 MiB).' }, 413);
    if (error.status < 500) return c.json({ detail: error.message || 'Bad request.' }, error.status);
  }
  // The client went away (closed the connection, or was cut off by a timeout) while its body was
  // read: nobody will get this answer and nothing failed on our side, so it is not logged.
  if (c.req.raw.signal.aborted && (error as NodeJS.ErrnoException).code === 'ECONNRESET') {
    return c.json({ detail: 'The request was not received in full.' }, 400);
  }
  // Only the error's class and message: never the request headers, body or SQL parameters.
  log.error('request failed', {
    method: c.req.method,
    path: c.req.path,
    error: errorSummary(error),
  });
  return c.json({ detail: 'Internal server error.' }, 500);
};

export const handleNotFound: NotFoundHandler<AppEnv> = (c) => c.json({ detail: 'Not found.' }, 404);
