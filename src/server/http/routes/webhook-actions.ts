import { createRoute, z } from '@hono/zod-openapi';
import { examplePayload, type SubscribableTrigger } from '../../../contract/triggers';
import {
  DeliverySchema,
  RedeliverResultSchema,
  SendExampleInputSchema,
  WebhookSchema,
} from '../../../contract/webhooks';
import type { Queryable } from '../../db/database';
import { deliveries, requeueGivenUp } from '../../db/repositories/deliveries';
import { sealedSecretsOf, setAvailability, webhooks } from '../../db/repositories/webhooks';
import { enqueueForWebhook } from '../../delivery/outbox';
import { openSecrets } from '../../delivery/stored-secrets';
import { found } from '../../errors';
import { pingTarget } from '../../webhooks/ping';
import { createRouter, type Handler, TOKEN_SECURITY } from '../context';
import { booleanParam, errorResponses, idParam, jsonBody, jsonContent, listContent, listParams } from '../openapi';
import { listPage } from '../pagination';

/** What one webhook can be asked to do besides being read and written: test, deliveries, redelivery. */

export const BASE = '/api/settings/webhooks/';
export const meta = { tags: ['webhooks'], security: TOKEN_SECURITY };

export const loadWebhook = async (db: Queryable, id: number) => found(await webhooks.get(db, id));

/** A POST on one webhook that takes no body: its id is all it needs. */
const actionRoute = <S extends z.ZodType>(path: string, summary: string, schema: S, description: string) =>
  createRoute({
    ...meta,
    method: 'post',
    path: `${BASE}{id}/${path}/`,
    summary,
    request: { params: idParam },
    responses: { 200: jsonContent(schema, description), ...errorResponses(401, 403, 404) },
  });

const refreshRoute = actionRoute(
  'refresh_availability_status',
  'Send the test request to the stored URL and token and record whether it succeeded',
  WebhookSchema,
  'The webhook with its new availability',
);
const refresh: Handler<typeof refreshRoute> = async (c) => {
  const { db, config, secrets, now } = c.var.deps;
  const { id } = c.req.valid('param');
  const stored = found(await sealedSecretsOf(db, id));
  const result = await pingTarget(config, stored.url, openSecrets(secrets, stored), now());
  await setAvailability(db, id, result.success, now());
  return c.json(await loadWebhook(db, id), 200);
};

const redeliverRoute = actionRoute(
  'redeliver',
  'Queue again every event that was given up for this webhook',
  RedeliverResultSchema,
  'How many events were queued again',
);
const redeliver: Handler<typeof redeliverRoute> = async (c) => {
  const { db } = c.var.deps;
  const { id } = c.req.valid('param');
  await loadWebhook(db, id);
  return c.json({ requeued: await requeueGivenUp(db, id) }, 200);
};

const deliveriesRoute = createRoute({
  ...meta,
  method: 'get',
  path: `${BASE}{id}/deliveries/`,
  summary: 'Delivery attempts, newest first',
  request: { params: idParam, query: z.object({ ...listParams, success: booleanParam }) },
  responses: { 200: listContent(DeliverySchema, 'A page of delivery attempts'), ...errorResponses(401, 404) },
});
const deliveryList: Handler<typeof deliveriesRoute> = async (c) => {
  const { id } = c.req.valid('param');
  await loadWebhook(c.var.deps.db, id);
  return listPage(c, deliveries, { webhook: id, success: c.req.valid('query').success });
};

const sendExampleRoute = createRoute({
  ...meta,
  method: 'post',
  path: `${BASE}{id}/send_example/`,
  summary: 'Queue an example event of a trigger for this webhook (through the normal queue)',
  request: { params: idParam, ...jsonBody(SendExampleInputSchema) },
  responses: {
    202: jsonContent(WebhookSchema, 'Queued; the webhook with its pending count'),
    ...errorResponses(400, 401, 403, 404),
  },
});
const sendExample: Handler<typeof sendExampleRoute> = async (c) => {
  const { db, now } = c.var.deps;
  const { id } = c.req.valid('param');
  const trigger = c.req.valid('json').trigger as SubscribableTrigger;
  await db.transaction(async (tx) => {
    await loadWebhook(tx, id);
    await enqueueForWebhook(tx, id, trigger, examplePayload(trigger), now());
  });
  return c.json(await loadWebhook(db, id), 202);
};

export const webhookActionRoutes = createRouter()
  .openapi(refreshRoute, refresh)
  .openapi(deliveriesRoute, deliveryList)
  .openapi(redeliverRoute, redeliver)
  .openapi(sendExampleRoute, sendExample);
