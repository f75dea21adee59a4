import { createRoute, z } from '@hono/zod-openapi';
import { DashboardSchema, TREND_PERIODS, TrendsSchema } from '../../../contract/dashboard';
import { cachedDashboard, cachedTrends } from '../../dashboard/dashboard-cache';
import { createRouter, TOKEN_SECURITY } from '../context';
import { errorResponses, jsonContent } from '../openapi';

const meta = { tags: ['dashboard'], security: TOKEN_SECURITY };

export const dashboardRoutes = createRouter()
  .openapi(
    createRoute({
      ...meta,
      method: 'get',
      path: '/api/dashboard/',
      summary: "The overview's counts: alerts, vulnerable dependencies, licenses, webhooks, runs",
      responses: { 200: jsonContent(DashboardSchema, 'The counts'), ...errorResponses(401) },
    }),
    async (c) => {
      const { db, now } = c.var.deps;
      return c.json(await cachedDashboard(db, now()), 200);
    },
  )
  .openapi(
    createRoute({
      ...meta,
      method: 'get',
      path: '/api/dashboard/trends/',
      summary: 'One point per day over the last 30 or 90 days, from the daily snapshots',
      request: {
        query: z.object({
          days: z
            .enum(TREND_PERIODS, { error: 'Must be 30 or 90.' })
            .optional()
            .openapi({ description: 'How many days back (30 by default)' }),
        }),
      },
      responses: { 200: jsonContent(TrendsSchema, 'The points, oldest first'), ...errorResponses(400, 401) },
    }),
    async (c) => {
      const { db, now } = c.var.deps;
      const days = Number(c.req.valid('query').days ?? '30');
      return c.json(await cachedTrends(db, days, now()), 200);
    },
  );
