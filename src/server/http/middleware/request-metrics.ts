import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../context';

type Observer = { observe: (seconds: number) => void };
/**
 * Each histogram's series by method, status and route, found once: prom-client hashes the label object
 * on every observation otherwise.
 */
const seriesOf = new WeakMap<object, Map<string, Observer>>();

/**
 * Each request's duration under its route template (`/api/policies/:id/`), the one that answered: a path
 * as sent could hold ids or anything a client typed, and would make a label per request. Registered only
 * when metrics are on (ARGUS_METRICS).
 */
export const requestMetrics: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { httpDuration } = c.get('deps').metrics!;
  const started = performance.now();
  await next();
  const method = c.req.method;
  const route = routePath(c);
  const status = String(c.res.status);
  const key = `${method} ${status} ${route}`;
  let series = seriesOf.get(httpDuration);
  if (!series) {
    series = new Map();
    seriesOf.set(httpDuration, series);
  }
  let observer = series.get(key);
  if (!observer) {
    observer = httpDuration.labels(method, route, status);
    series.set(key, observer);
  }
  observer.observe((performance.now() - started) / 1000);
};
