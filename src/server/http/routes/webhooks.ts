import { createRoute, z } from '@hono/zod-openapi';
import { triggerCatalog } from '../../../contract/triggers';
import {
  TriggerInfoSchema,
  WebhookInputSchema,
  WebhookPatchSchema,
  WebhookSchema,
  WebhookTestInputSchema,
  WebhookTestResultSchema,
} from '../../../contract/webhooks';
import {
  deleteWebhook,
  insertWebhook,
  setWebhookActive,
  type TokenChange,
  updateWebhook,
  webhooks,
} from '../../db/repositories/webhooks';
import { openSecrets } from '../../delivery/stored-secrets';
import { patched } from '../../validation/patch';
import { pingTarget } from '../../webhooks/ping';
import { validateWebhook, validateWebhookTest } from '../../webhooks/validate-webhook';
import { auditRecord } from '../audit';
import { createRouter, type Handler } from '../context';
import { deleteRoute, deleteWith } from '../record-routes';
import {
  booleanParam,
  documentedBody,
  errorResponses,
  idParam,
  jsonContent,
  listContent,
  listParams,
  rawJson,
} from '../openapi';
import { listPage } from '../pagination';
import { BASE, loadWebhook, meta, webhookActionRoutes } from './webhook-actions';
import { webhookHealthRoutes } from './webhook-health';

// Bodies are judged by validateWebhook (the contract schema, the database and the SSRF guard's
// setting in one step, so a 400 names every wrong field); the route schemas document them.

/** The trigger catalog is the same for every request: built once. */
const CATALOG = triggerCatalog();

const triggersRoute = createRoute({
  ...meta,
  method: 'get',
  path: `${BASE}triggers/`,
  summary: 'Every trigger with its label, group and payload JSON Schema',
  responses: { 200: jsonContent(z.array(TriggerInfoSchema), 'The trigger catalog'), ...errorResponses(401) },
});
const triggers: Handler<typeof triggersRoute> = (c) => c.json(CATALOG, 200);

const testRoute = createRoute({
  ...meta,
  method: 'post',
  path: `${BASE}test/`,
  summary: 'Send a test event to a URL now and report the result',
  request: documentedBody(WebhookTestInputSchema),
  responses: {
    200: jsonContent(WebhookTestResultSchema, 'What the target answered'),
    ...errorResponses(400, 401, 403),
  },
});
const test: Handler<typeof testRoute> = async (c) => {
  const { db, config, secrets, now } = c.var.deps;
  const { url, token, sealed } = await validateWebhookTest(db, await rawJson(c));
  const opened = openSecrets(secrets, sealed);
  return c.json(await pingTarget(config, url, { ...opened, token: token ?? opened.token }, now()), 200);
};

const listRoute = createRoute({
  ...meta,
  method: 'get',
  path: BASE,
  summary: 'List webhooks',
  request: { query: z.object({ ...listParams, is_active: booleanParam }) },
  responses: { 200: listContent(WebhookSchema, 'A page of webhooks'), ...errorResponses(400, 401, 404) },
});
const list: Handler<typeof listRoute> = (c) => listPage(c, webhooks, { is_active: c.req.valid('query').is_active });

const createWebhookRoute = createRoute({
  ...meta,
  method: 'post',
  path: BASE,
  summary: 'Create a webhook',
  request: documentedBody(WebhookInputSchema),
  responses: { 201: jsonContent(WebhookSchema, 'The new webhook (never its token)'), ...errorResponses(400, 401, 403) },
});
const create: Handler<typeof createWebhookRoute> = async (c) => {
  const { db, config, secrets } = c.var.deps;
  const input = await rawJson(c);
  const id = await db.transaction(async (tx) => {
    const values = await validateWebhook(tx, input, config);
    const id = await insertWebhook(tx, values, values.token ? secrets.seal(values.token) : null);
    await auditRecord(tx, c, 'webhook', 'create', id, null, await loadWebhook(tx, id), values.token ? ['token'] : []);
    return id;
  });
  return c.json(await loadWebhook(db, id), 201);
};

const getRoute = createRoute({
  ...meta,
  method: 'get',
  path: `${BASE}{id}/`,
  summary: 'One webhook',
  request: { params: idParam },
  responses: { 200: jsonContent(WebhookSchema, 'The webhook'), ...errorResponses(401, 404) },
});
const get: Handler<typeof getRoute> = async (c) =>
  c.json(await loadWebhook(c.var.deps.db, c.req.valid('param').id), 200);

/**
 * PUT replaces the webhook's write fields; PATCH changes some, keeps the stored URL unjudged when it
 * has none, and with `is_active` switches the webhook on or off (audited as enable or disable).
 */
const updateRoute = (method: 'put' | 'patch') =>
  createRoute({
    ...meta,
    method,
    path: `${BASE}{id}/`,
    summary:
      method === 'put'
        ? 'Replace a webhook; without `token` the stored token is kept, `""` clears it'
        : 'Change some fields; `is_active: true` re-enables a disabled webhook',
    request: { params: idParam, ...documentedBody(method === 'put' ? WebhookInputSchema : WebhookPatchSchema) },
    responses: { 200: jsonContent(WebhookSchema, 'The webhook'), ...errorResponses(400, 401, 403, 404) },
  });
const update: Handler<ReturnType<typeof updateRoute>> = async (c) => {
  const { db, config, secrets } = c.var.deps;
  const { id } = c.req.valid('param');
  const body = await rawJson(c);
  const changes = c.req.method === 'PATCH' ? patched({}, body) : undefined;
  await db.transaction(async (tx) => {
    const current = await loadWebhook(tx, id);
    const { name, url, projects, events } = current;
    const { is_active, ...values } = changes
      ? await validateWebhook(tx, { name, url, projects, events, ...changes }, config, {
          keepsUrl: !('url' in changes),
        })
      : await validateWebhook(tx, body, config);
    const token = tokenChange(values.token, (t) => secrets.seal(t));
    await updateWebhook(tx, id, values, token);
    const switched = is_active !== undefined && is_active !== current.is_active;
    if (switched) {
      await setWebhookActive(tx, id, is_active, is_active ? undefined : 'Disabled by an administrator.');
    }
    const action = switched ? (is_active ? 'enable' : 'disable') : 'update';
    await auditRecord(tx, c, 'webhook', action, id, current, await loadWebhook(tx, id), tokenSecrets(token));
  });
  return c.json(await loadWebhook(db, id), 200);
};

/** An audit row shows that the token changed, never what it is (CONTRACT §11). */
const tokenSecrets = (change: TokenChange) => (change.keep ? [] : ['token']);

/** PUT/PATCH: absent keeps the stored token, `""` clears it, anything else replaces it (sealed). */
function tokenChange(token: string | undefined, seal: (token: string) => string): TokenChange {
  if (token === undefined) return { keep: true };
  return { keep: false, sealed: token === '' ? null : seal(token) };
}

// The collection's own paths (triggers/, test/) come before `{id}/`, which would otherwise take them.
export const webhookRoutes = createRouter()
  .openapi(triggersRoute, triggers)
  .openapi(testRoute, test)
  .openapi(listRoute, list)
  .openapi(createWebhookRoute, create)
  .openapi(getRoute, get)
  .openapi(updateRoute('put'), update)
  .openapi(updateRoute('patch'), update)
  .openapi(
    deleteRoute('webhooks', `${BASE}{id}/`, 'Delete a webhook'),
    deleteWith('webhook', webhooks.get, deleteWebhook),
  )
  .route('/', webhookActionRoutes)
  .route('/', webhookHealthRoutes);
