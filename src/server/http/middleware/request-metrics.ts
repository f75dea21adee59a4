import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../context';

/**
 * Each request's duration under its route template (`/api/policies/:id/`), the one that answered: a path
 * as sent could hold ids or anything a client typed, and would make a label per request.
 */
export const requestMetrics: MiddlewareHandler<AppEnv> = async (c, next) => {
  const metrics = c.get('deps').metrics;
  if (!metrics) return next();
  const end = metrics.httpDuration.startTimer();
  await next();
  end({ method: c.req.method, route: routePath(c), status: String(c.res.status) });
};
