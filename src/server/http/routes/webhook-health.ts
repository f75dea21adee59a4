import { createRoute } from '@hono/zod-openapi';
import { RedeliverResultSchema, SigningSecretSchema, WebhookSchema } from '../../../contract/webhooks';
import { redeliverAttempt, requestRetryNow, setSigningSecret } from '../../db/repositories/webhook-health';
import { newSigningSecret } from '../../delivery/signing';
import { Conflict, NotFound } from '../../errors';
import { auditRecord } from '../audit';
import { createRouter, type Handler } from '../context';
import { errorResponses, idParam, jsonContent } from '../openapi';
import { BASE, loadWebhook, meta } from './webhook-actions';

/** CONTRACT §13 (issue 16): retry a failing webhook now, redeliver one request, sign requests. */

const retryNowRoute = createRoute({
  ...meta,
  method: 'post',
  path: `${BASE}{id}/retry_now/`,
  summary: "Send a failing webhook's pending events at the next tick; the failure streak's start and retry points stay",
  request: { params: idParam },
  responses: {
    202: jsonContent(WebhookSchema, 'Requested; the webhook with its pending events and unchanged streak'),
    ...errorResponses(401, 403, 404, 409),
  },
});
const retryNow: Handler<typeof retryNowRoute> = async (c) => {
  const { db, now } = c.var.deps;
  const { id } = c.req.valid('param');
  const outcome = await requestRetryNow(db, id, now());
  if (outcome === 'not_found') throw new NotFound();
  if (outcome !== 'requested')
    throw new Conflict(
      outcome === 'disabled'
        ? 'This webhook is disabled: enable it before retrying.'
        : outcome === 'not_failing'
          ? 'This webhook is not failing: its events go out at the next tick.'
          : 'This webhook has no pending events to retry.',
    );
  return c.json(await loadWebhook(db, id), 202);
};

const deliveryParams = idParam.extend({
  delivery_id: idParam.shape.id.openapi({ param: { name: 'delivery_id', in: 'path' }, example: '1' }),
});

const redeliverOneRoute = createRoute({
  ...meta,
  method: 'post',
  path: `${BASE}{id}/deliveries/{delivery_id}/redeliver/`,
  summary: 'Queue again the events this delivery attempt carried',
  request: { params: deliveryParams },
  responses: {
    202: jsonContent(RedeliverResultSchema, 'How many events were queued again'),
    ...errorResponses(401, 403, 404, 409),
  },
});
const redeliverOne: Handler<typeof redeliverOneRoute> = async (c) => {
  const { id, delivery_id } = c.req.valid('param');
  const outcome = await redeliverAttempt(c.var.deps.db, id, delivery_id);
  if ('requeued' in outcome) return c.json(outcome, 202);
  if (outcome.problem === 'not_found') throw new NotFound();
  throw new Conflict(
    outcome.problem === 'already_queued'
      ? "This delivery's events are already queued."
      : "This delivery's events are no longer stored.",
  );
};

const SIGNING_PATH = `${BASE}{id}/signing_secret/`;

const createSecretRoute = createRoute({
  ...meta,
  method: 'post',
  path: SIGNING_PATH,
  summary: 'Create (or replace) the Standard Webhooks signing secret; from now on every request is signed',
  request: { params: idParam },
  responses: {
    200: jsonContent(SigningSecretSchema, 'The new secret, shown this once'),
    ...errorResponses(401, 403, 404),
  },
});
const createSecret: Handler<typeof createSecretRoute> = async (c) => {
  const { db, secrets } = c.var.deps;
  const { id } = c.req.valid('param');
  const secret = newSigningSecret();
  await db.transaction(async (tx) => {
    const webhook = await loadWebhook(tx, id);
    await setSigningSecret(tx, id, secrets.seal(secret));
    await auditRecord(tx, c, 'webhook', 'update', id, webhook, webhook, ['signing_secret']);
  });
  return c.json({ secret }, 200);
};

const deleteSecretRoute = createRoute({
  ...meta,
  method: 'delete',
  path: SIGNING_PATH,
  summary: 'Remove the signing secret: requests are no longer signed',
  request: { params: idParam },
  responses: { 204: { description: 'Requests are no longer signed' }, ...errorResponses(401, 403, 404) },
});
const deleteSecret: Handler<typeof deleteSecretRoute> = async (c) => {
  const { id } = c.req.valid('param');
  await c.var.deps.db.transaction(async (tx) => {
    const webhook = await loadWebhook(tx, id);
    if (!(await setSigningSecret(tx, id, null))) throw new NotFound();
    // Removing a secret there was not changes nothing: no row.
    if (webhook.has_signing_secret)
      await auditRecord(tx, c, 'webhook', 'update', id, webhook, webhook, ['signing_secret']);
  });
  return c.body(null, 204);
};

export const webhookHealthRoutes = createRouter()
  .openapi(retryNowRoute, retryNow)
  .openapi(redeliverOneRoute, redeliverOne)
  .openapi(createSecretRoute, createSecret)
  .openapi(deleteSecretRoute, deleteSecret);
