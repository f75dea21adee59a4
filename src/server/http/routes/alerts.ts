import { createRoute, z } from '@hono/zod-openapi';
import { LEVELS } from '../../../contract/policies';
import { ALERT_STATUSES, AlertPatchSchema, PolicyAlertSchema } from '../../../contract/runs';
import { AlertBulkResultSchema, AlertBulkSchema, AlertCountsSchema } from '../../../contract/alert-triage';
import { STAGES } from '../../../contract/stages';
import type { Queryable } from '../../db/database';
import {
  type Actor,
  alerts,
  countAlertsByStatus,
  ignoreAlerts,
  reactivateAlerts,
  reactivateExpiredIgnores,
  utcDay,
} from '../../db/repositories/alerts';
import { actorOf } from '../audit';
import { listRoute, oneRoute } from '../record-routes';
import { createRouter, TOKEN_SECURITY } from '../context';
import { booleanParam, errorResponses, idFilter, idParam, jsonBody, jsonContent, listParams } from '../openapi';
import { listPage } from '../pagination';
import { found, NotFound, ValidationFailed } from '../../errors';
import { unknownIds } from '../../validation/unknown-ids';

const meta = { tags: ['policy alerts'], security: TOKEN_SECURITY };

const FILTERS = {
  level: z.enum(LEVELS, { error: 'Select a valid choice.' }).optional(),
  stage: z.enum(STAGES, { error: 'Select a valid choice.' }).optional(),
  policy: idFilter,
  project: idFilter,
  container_image: idFilter,
  is_blocks_build: booleanParam,
};

/** CONTRACT §13: an ignore's `until` must be a day still to come (one that has come would end it at once). */
function checkUntil(until: string | null | undefined, now: Date): string | null {
  if (!until) return null;
  if (until <= utcDay(now)) throw new ValidationFailed({ until: ['Must be a date after today.'] });
  return until;
}

/** Ignore or reactivate: each action has one function (ignoreAlerts, reactivateAlerts) that writes it. */
function applyStatus(
  db: Queryable,
  ids: number[],
  change: { status: 'active' | 'ignored'; reason?: string; until: string | null },
  actor: Actor,
) {
  return change.status === 'ignored'
    ? ignoreAlerts(db, ids, { reason: change.reason ?? '', until: change.until }, actor)
    : reactivateAlerts(db, ids, actor);
}

export const alertRoutes = createRouter()
  .openapi(
    listRoute(
      'policy alerts',
      '/api/policy_alerts/',
      'Policy alerts raised by SCA runs, newest first',
      PolicyAlertSchema,
      'A page of alerts',
      { status: z.enum(ALERT_STATUSES, { error: 'Select a valid choice.' }).optional(), ...FILTERS },
    ),
    async (c) => {
      const { db, now } = c.var.deps;
      await reactivateExpiredIgnores(db, now());
      const { page: _p, per_page: _pp, search: _s, ordering: _o, format: _f, ...filters } = c.req.valid('query');
      return listPage(c, alerts, filters);
    },
  )
  .openapi(
    createRoute({
      ...meta,
      method: 'get',
      path: '/api/policy_alerts/counts/',
      summary: 'How many alerts are active, ignored and resolved under the same search and filters as the list',
      request: { query: z.object({ search: listParams.search, ...FILTERS }) },
      responses: { 200: jsonContent(AlertCountsSchema, 'The count per status'), ...errorResponses(400, 401) },
    }),
    async (c) => {
      const { db, now } = c.var.deps;
      await reactivateExpiredIgnores(db, now());
      const { search, ...filters } = c.req.valid('query');
      return c.json(await countAlertsByStatus(db, search?.trim() || undefined, filters), 200);
    },
  )
  .openapi(
    createRoute({
      ...meta,
      method: 'post',
      path: '/api/policy_alerts/bulk/',
      summary: 'Ignore alerts with a reason (and optionally until a day), or make ignored ones active again',
      request: jsonBody(AlertBulkSchema),
      responses: {
        200: jsonContent(AlertBulkResultSchema, 'The alerts changed, those left as they were, and their state before'),
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) => {
      const { db, now } = c.var.deps;
      const body = c.req.valid('json');
      const at = now();
      const until = body.status === 'ignored' ? checkUntil(body.until, at) : null;
      const result = await db.transaction(async (tx) => {
        const unknown = await unknownIds(tx, 'policy_alerts', body.ids);
        if (unknown.length) throw new ValidationFailed({ ids: unknown });
        return applyStatus(tx, body.ids, { ...body, until }, { ...actorOf(c), at });
      });
      return c.json(result, 200);
    },
  )
  .openapi(
    oneRoute('policy alerts', '/api/policy_alerts/{id}/', 'One alert', PolicyAlertSchema, 'The alert'),
    async (c) => {
      const { db, now } = c.var.deps;
      await reactivateExpiredIgnores(db, now());
      return c.json(found(await alerts.get(db, c.req.valid('param').id)), 200);
    },
  )
  .openapi(
    createRoute({
      ...meta,
      method: 'patch',
      path: '/api/policy_alerts/{id}/',
      summary: 'Ignore an alert (a reason and an end day are optional here), or make an ignored one active again',
      request: {
        params: idParam,
        body: { required: true, content: { 'application/json': { schema: AlertPatchSchema } } },
      },
      responses: { 200: jsonContent(PolicyAlertSchema, 'The alert'), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const { db, now } = c.var.deps;
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const at = now();
      const until = body.status === 'ignored' ? checkUntil(body.until, at) : null;
      const alert = await db.transaction(async (tx) => {
        const before = await alerts.get(tx, id);
        if (!before) throw new NotFound();
        // A resolved alert stays resolved: the component no longer matches.
        if (before.status === 'resolved')
          throw new ValidationFailed({ status: ['A resolved alert cannot be changed.'] });
        await applyStatus(tx, [id], { ...body, until }, { ...actorOf(c), at });
        return found(await alerts.get(tx, id));
      });
      return c.json(alert, 200);
    },
  );
