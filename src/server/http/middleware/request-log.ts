import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { log } from '../../log';
import type { AppEnv } from '../context';

/**
 * One line per request: method, route template (never the path as sent, which can carry a query),
 * status, duration and the user's id. API requests at info; the console's files and the probes, which a
 * browser or a balancer asks for many times a minute, at debug.
 */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  await next();
  const fields = {
    method: c.req.method,
    route: routePath(c),
    status: c.res.status,
    duration_ms: Math.round((performance.now() - started) * 10) / 10,
    user_id: c.get('user')?.id,
  };
  if (c.req.path.startsWith('/api/')) log.info('request', fields);
  else log.debug('request', fields);
};
