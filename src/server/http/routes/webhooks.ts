import { createRoute, z } from '@hono/zod-openapi';
import { pageOf } from '../../../contract/pagination';
import { examplePayload, type SubscribableTrigger, triggerCatalog } from '../../../contract/triggers';
import {
  DeliverySchema,
  RedeliverResultSchema,
  SendExampleInputSchema,
  TriggerInfoSchema,
  WebhookInputSchema,
  WebhookPatchSchema,
  WebhookSchema,
  WebhookTestInputSchema,
  WebhookTestResultSchema,
} from '../../../contract/webhooks';
import type { Queryable } from '../../db/database';
import { deliveries, requeueGivenUp } from '../../db/repositories/deliveries';
import { enqueueForWebhook } from '../../delivery/outbox';
import {
  deleteWebhook,
  insertWebhook,
  sealedTokenOf,
  setAvailability,
  setWebhookActive,
  type TokenChange,
  updateWebhook,
  webhooks,
} from '../../db/repositories/webhooks';
import { toFieldErrors } from '../../validation/field-errors';
import { pingTarget } from '../../webhooks/ping';
import { validateWebhook } from '../../webhooks/validate-webhook';
import { createRouter, TOKEN_SECURITY } from '../context';
import { booleanParam, errorResponses, idParam, jsonBody, jsonContent, listParams, rawJson } from '../openapi';
import { listPage } from '../pagination';
import { NotFound, ValidationFailed } from '../../errors';

const BASE = '/api/settings/webhooks/';
const meta = { tags: ['webhooks'], security: TOKEN_SECURITY };

async function load(db: Queryable, id: number) {
  const webhook = await webhooks.get(db, id);
  if (!webhook) throw new NotFound();
  return webhook;
}

/** The trigger catalog is the same for every request: built once. */
const CATALOG = triggerCatalog();

export const webhookRoutes = createRouter()
  .openapi(
    createRoute({
      ...meta,
      method: 'get',
      path: `${BASE}triggers/`,
      summary: 'Every trigger with its label, group and payload JSON Schema',
      responses: { 200: jsonContent(z.array(TriggerInfoSchema), 'The trigger catalog'), ...errorResponses(401) },
    }),
    (c) => c.json(CATALOG, 200),
  )
  .openapi(
    createRoute({
      ...meta,
      method: 'post',
      path: `${BASE}test/`,
      summary: 'Send a test event to a URL now and report the result',
      request: jsonBody(WebhookTestInputSchema),
      responses: {
        200: jsonContent(WebhookTestResultSchema, 'What the target answered'),
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) => {
      const { db, config, secrets, now } = c.var.deps;
      const input = await rawJson(c);
      const parsed = WebhookTestInputSchema.safeParse(input);
      if (!parsed.success) throw new ValidationFailed(toFieldErrors(parsed.error, input));
      let token = parsed.data.token ?? null;
      if (parsed.data.token === undefined && parsed.data.webhook_id !== undefined) {
        const stored = await sealedTokenOf(db, parsed.data.webhook_id);
        if (!stored)
          throw new ValidationFailed({
            webhook_id: [`Invalid pk "${parsed.data.webhook_id}" - object does not exist.`],
          });
        token = stored.sealed ? secrets.open(stored.sealed) : null;
      }
      return c.json(await pingTarget(config, parsed.data.url, token || null, now()), 200);
    },
  )
  .openapi(
    createRoute({
      ...meta,
      method: 'get',
      path: BASE,
      summary: 'List webhooks',
      request: { query: z.object({ ...listParams, is_active: booleanParam }) },
      responses: { 200: jsonContent(pageOf(WebhookSchema), 'A page of webhooks'), ...errorResponses(400, 401, 404) },
    }),
    async (c) => {
      return listPage(c, webhooks, { is_active: c.req.valid('query').is_active });
    },
  )
  .openapi(
    createRoute({
      ...meta,
      method: 'post',
      path: BASE,
      summary: 'Create a webhook',
      request: jsonBody(WebhookInputSchema),
      responses: {
        201: jsonContent(WebhookSchema, 'The new webhook (never its token)'),
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) => {
      const { db, config, secrets } = c.var.deps;
      const input = await rawJson(c);
      const id = await db.transaction(async (tx) => {
        const values = await validateWebhook(tx, input, config);
        return insertWebhook(tx, values, values.token ? secrets.seal(values.token) : null);
      });
      return c.json(await load(db, id), 201);
    },
  )
  .openapi(
    createRoute({
      ...meta,
      method: 'get',
      path: `${BASE}{id}/`,
      summary: 'One webhook',
      request: { params: idParam },
      responses: { 200: jsonContent(WebhookSchema, 'The webhook'), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(await load(c.var.deps.db, c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      ...meta,
      method: 'put',
      path: `${BASE}{id}/`,
      summary: 'Replace a webhook; without `token` the stored token is kept, `""` clears it',
      request: { params: idParam, ...jsonBody(WebhookInputSchema) },
      responses: { 200: jsonContent(WebhookSchema, 'The webhook'), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const { db, config, secrets } = c.var.deps;
      const { id } = c.req.valid('param');
      const input = await rawJson(c);
      await db.transaction(async (tx) => {
        await load(tx, id);
        const values = await validateWebhook(tx, input, config);
        await updateWebhook(
          tx,
          id,
          values,
          tokenChange(values.token, (t) => secrets.seal(t)),
        );
      });
      return c.json(await load(db, id), 200);
    },
  )
  .openapi(
    createRoute({
      ...meta,
      method: 'patch',
      path: `${BASE}{id}/`,
      summary: 'Change some fields; `is_active: true` re-enables a disabled webhook',
      request: { params: idParam, ...jsonBody(WebhookPatchSchema) },
      responses: { 200: jsonContent(WebhookSchema, 'The webhook'), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const { db, config, secrets } = c.var.deps;
      const { id } = c.req.valid('param');
      const patch = (await rawJson(c)) as Record<string, unknown>;
      await db.transaction(async (tx) => {
        const current = await load(tx, id);
        const { is_active, ...fields } = patch;
        if (is_active !== undefined && typeof is_active !== 'boolean')
          throw new ValidationFailed({ is_active: ['Must be true or false.'] });
        const merged = {
          name: current.name,
          url: current.url,
          projects: current.projects,
          events: current.events,
          ...fields,
        };
        const values = await validateWebhook(tx, merged, config, !('url' in fields));
        await updateWebhook(
          tx,
          id,
          values,
          tokenChange(values.token, (t) => secrets.seal(t)),
        );
        if (is_active !== undefined && is_active !== current.is_active) {
          await setWebhookActive(tx, id, is_active, is_active ? undefined : 'Disabled by an administrator.');
        }
      });
      return c.json(await load(db, id), 200);
    },
  )
  .openapi(
    createRoute({
      ...meta,
      method: 'delete',
      path: `${BASE}{id}/`,
      summary: 'Delete a webhook',
      request: { params: idParam },
      responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      if (!(await deleteWebhook(c.var.deps.db, c.req.valid('param').id))) throw new NotFound();
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      ...meta,
      method: 'post',
      path: `${BASE}{id}/refresh_availability_status/`,
      summary: 'Send the test request to the stored URL and token and record whether it succeeded',
      request: { params: idParam },
      responses: {
        200: jsonContent(WebhookSchema, 'The webhook with its new availability'),
        ...errorResponses(401, 403, 404),
      },
    }),
    async (c) => {
      const { db, config, secrets, now } = c.var.deps;
      const { id } = c.req.valid('param');
      const stored = await sealedTokenOf(db, id);
      if (!stored) throw new NotFound();
      const result = await pingTarget(config, stored.url, stored.sealed ? secrets.open(stored.sealed) : null, now());
      await setAvailability(db, id, result.success, now());
      return c.json(await load(db, id), 200);
    },
  )
  .openapi(
    createRoute({
      ...meta,
      method: 'get',
      path: `${BASE}{id}/deliveries/`,
      summary: 'Delivery attempts, newest first',
      request: { params: idParam, query: z.object({ ...listParams, success: booleanParam }) },
      responses: {
        200: jsonContent(pageOf(DeliverySchema), 'A page of delivery attempts'),
        ...errorResponses(401, 404),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await load(c.var.deps.db, id);
      return listPage(c, deliveries, { webhook: id, success: c.req.valid('query').success });
    },
  )
  .openapi(
    createRoute({
      ...meta,
      method: 'post',
      path: `${BASE}{id}/redeliver/`,
      summary: 'Queue again every event that was given up for this webhook',
      request: { params: idParam },
      responses: {
        200: jsonContent(RedeliverResultSchema, 'How many events were queued again'),
        ...errorResponses(401, 403, 404),
      },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const { id } = c.req.valid('param');
      await load(db, id);
      return c.json({ requeued: await requeueGivenUp(db, id) }, 200);
    },
  )
  .openapi(
    createRoute({
      ...meta,
      method: 'post',
      path: `${BASE}{id}/send_example/`,
      summary: 'Queue an example event of a trigger for this webhook (through the normal queue)',
      request: { params: idParam, ...jsonBody(SendExampleInputSchema) },
      responses: {
        202: jsonContent(WebhookSchema, 'Queued; the webhook with its pending count'),
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const { db, now } = c.var.deps;
      const { id } = c.req.valid('param');
      const trigger = c.req.valid('json').trigger as SubscribableTrigger;
      await db.transaction(async (tx) => {
        await load(tx, id);
        await enqueueForWebhook(tx, id, trigger, examplePayload(trigger), now());
      });
      return c.json(await load(db, id), 202);
    },
  );

/** PUT/PATCH: absent keeps the stored token, `""` clears it, anything else replaces it (sealed). */
function tokenChange(token: string | undefined, seal: (token: string) => string): TokenChange {
  if (token === undefined) return { keep: true };
  return { keep: false, sealed: token === '' ? null : seal(token) };
}
