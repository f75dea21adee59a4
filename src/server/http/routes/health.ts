import { Hono } from 'hono';
import { MIGRATIONS } from '../../db/migrations';
import { checkReadiness } from '../../health/readiness';
import type { AppEnv } from '../context';
import { handleNotFound } from '../middleware/errors';

const LATEST_MIGRATION = Math.max(...MIGRATIONS.map((m) => m.version));
const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * Probes and metrics of CONTRACT §10: outside /api, no token, never the console's HTML. Liveness says only
 * that the process serves; readiness asks the database, the migrations and the delivery task.
 */
export const healthRoutes = new Hono<AppEnv>()
  .get('/healthz', (c) => c.json({ status: 'ok' }, 200, NO_STORE))
  .get('/readyz', async (c) => {
    const { db, heartbeat, config, now } = c.get('deps');
    const readiness = await checkReadiness({
      db,
      heartbeat,
      tickMs: config.webhookTickMs,
      now,
      latestMigration: LATEST_MIGRATION,
    });
    return c.json(
      { status: readiness.ready ? 'ready' : 'not ready', checks: readiness.checks },
      readiness.ready ? 200 : 503,
      NO_STORE,
    );
  })
  .get('/metrics', async (c) => {
    const { metrics } = c.get('deps');
    if (!metrics) return handleNotFound(c);
    return c.body(await metrics.registry.metrics(), 200, { ...NO_STORE, 'Content-Type': metrics.registry.contentType });
  });
