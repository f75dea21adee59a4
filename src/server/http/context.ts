import { OpenAPIHono, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Profile } from '../../contract/profile';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Heartbeat } from '../health/heartbeat';
import type { Metrics } from '../health/metrics';
import type { SecretBox } from '../secrets/secret-box';
import { toFieldErrors } from '../validation/field-errors';

export type AppDeps = {
  db: Database;
  config: Config;
  version: string;
  /** Seals webhook tokens at rest. */
  secrets: SecretBox;
  /** Every time the service reads goes through this, so tests can move time. */
  now: () => Date;
  /** The delivery task's, for /readyz; absent where no task runs (tests, console-only). */
  heartbeat?: Heartbeat;
  /** Present when ARGUS_METRICS=true. */
  metrics?: Metrics;
  /** The socket's peer address; by default what @hono/node-server reports. Tests without a socket set it. */
  peerAddress?: (c: Context) => string | undefined;
};

export type AppEnv = { Variables: { user: Profile; deps: AppDeps } };

/** A named route's handler, typed by its route (its params, query and answers). */
export type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

/** A router for one section: validation failures answer 400 in DRF's shape. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: async (result, c) => {
      if (result.success) return;
      // A path that does not name a record (`/api/licenses/abc/`) is not found, as in DRF.
      if (result.target === 'param') return c.json({ detail: 'Not found.' }, 404);
      const input = result.target === 'json' ? await c.req.json().catch(() => undefined) : c.req.query();
      return c.json(toFieldErrors(result.error, input), 400);
    },
  });
}

/** Security requirement every authenticated route declares in OpenAPI. */
export const TOKEN_SECURITY = [{ Token: [] }];
