import { createRoute, z } from '@hono/zod-openapi';
import { LEVELS } from '../../../contract/policies';
import { ALERT_STATUSES, AlertPatchSchema, PolicyAlertSchema } from '../../../contract/runs';
import { alerts, setAlertStatus } from '../../db/repositories/alerts';
import { auditAlertStatus } from '../../audit/alerts';
import { actorOf } from '../audit';
import { listRoute, oneRoute } from '../record-routes';
import { createRouter, TOKEN_SECURITY } from '../context';
import { errorResponses, idFilter, idParam, jsonContent } from '../openapi';
import { listPage } from '../pagination';
import { found, NotFound, ValidationFailed } from '../../errors';

const meta = { tags: ['policy alerts'], security: TOKEN_SECURITY };

export const alertRoutes = createRouter()
  .openapi(
    listRoute(
      'policy alerts',
      '/api/policy_alerts/',
      'Policy alerts raised by SCA runs, newest first',
      PolicyAlertSchema,
      'A page of alerts',
      {
        status: z.enum(ALERT_STATUSES, { error: 'Select a valid choice.' }).optional(),
        level: z.enum(LEVELS, { error: 'Select a valid choice.' }).optional(),
        policy: idFilter,
        project: idFilter,
        container_image: idFilter,
      },
    ),
    async (c) => {
      const { status, level, policy, project, container_image } = c.req.valid('query');
      return listPage(c, alerts, { status, level, policy, project, container_image });
    },
  )
  .openapi(
    oneRoute('policy alerts', '/api/policy_alerts/{id}/', 'One alert', PolicyAlertSchema, 'The alert'),
    async (c) => c.json(found(await alerts.get(c.var.deps.db, c.req.valid('param').id)), 200),
  )
  .openapi(
    createRoute({
      ...meta,
      method: 'patch',
      path: '/api/policy_alerts/{id}/',
      summary: 'Ignore an alert, or make an ignored one active again',
      request: {
        params: idParam,
        body: { required: true, content: { 'application/json': { schema: AlertPatchSchema } } },
      },
      responses: { 200: jsonContent(PolicyAlertSchema, 'The alert'), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const { id } = c.req.valid('param');
      const { status } = c.req.valid('json');
      const alert = await db.transaction(async (tx) => {
        const before = await alerts.get(tx, id);
        if (!before) throw new NotFound();
        // A resolved alert stays resolved: the component no longer matches.
        if (before.status === 'resolved')
          throw new ValidationFailed({ status: ['A resolved alert cannot be changed.'] });
        await setAlertStatus(tx, id, status);
        const after = found(await alerts.get(tx, id));
        if (after.status !== before.status) await auditAlertStatus(tx, actorOf(c), before, after);
        return after;
      });
      return c.json(alert, 200);
    },
  );
