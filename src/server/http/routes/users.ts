import { createRoute, z } from '@hono/zod-openapi';
import { ApiTokenSchema, RoleSchema } from '../../../contract/profile';
import { NewUserSchema, type User, UserInputSchema, UserPatchSchema, UserSchema } from '../../../contract/users';
import { AUDITED_FIELDS, recordAudit } from '../../audit/record';
import type { Queryable } from '../../db/database';
import { insertUser, regenerateToken, updateUser, users } from '../../db/repositories/users';
import { found, ValidationFailed } from '../../errors';
import { validateUser } from '../../users/validate-user';
import { patched } from '../../validation/patch';
import { actorOf } from '../audit';
import { createRouter, type Handler, TOKEN_SECURITY } from '../context';
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

/** CONTRACT §11: users managed by administrators (the permission table keeps everyone else out). */

const BASE = '/api/settings/users/';
const meta = { tags: ['users'], security: TOKEN_SECURITY };
const load = async (db: Queryable, id: number) => found(await users.get(db, id));

const listRoute = createRoute({
  ...meta,
  method: 'get',
  path: BASE,
  summary: 'List users with their role and when they were last seen',
  request: {
    query: z.object({
      ...listParams,
      role: RoleSchema.optional(),
      is_active: booleanParam,
    }),
  },
  responses: { 200: listContent(UserSchema, 'A page of users'), ...errorResponses(400, 401, 403, 404) },
});
const list: Handler<typeof listRoute> = (c) => {
  const { role, is_active } = c.req.valid('query');
  return listPage(c, users, { role, is_active });
};

const createUserRoute = createRoute({
  ...meta,
  method: 'post',
  path: BASE,
  summary: 'Create a user; the answer carries its API token, shown this once',
  request: documentedBody(UserInputSchema),
  responses: { 201: jsonContent(NewUserSchema, 'The new user and its token'), ...errorResponses(400, 401, 403) },
});
const create: Handler<typeof createUserRoute> = async (c) => {
  const { db } = c.var.deps;
  const input = await rawJson(c);
  const { user, token } = await db.transaction(async (tx) => {
    const values = await validateUser(tx, input);
    const { id, token } = await insertUser(tx, values);
    const user = await load(tx, id);
    await recordAudit(tx, actorOf(c), {
      action: 'create',
      objectType: 'user',
      objectId: id,
      objectRepr: user.username,
      after: user,
      fields: AUDITED_FIELDS.user,
    });
    return { user, token };
  });
  return c.json({ ...user, token }, 201);
};

const getRoute = createRoute({
  ...meta,
  method: 'get',
  path: `${BASE}{id}/`,
  summary: 'One user',
  request: { params: idParam },
  responses: { 200: jsonContent(UserSchema, 'The user'), ...errorResponses(401, 403, 404) },
});
const get: Handler<typeof getRoute> = async (c) => c.json(await load(c.var.deps.db, c.req.valid('param').id), 200);

const patchRoute = createRoute({
  ...meta,
  method: 'patch',
  path: `${BASE}{id}/`,
  summary: 'Change a user; `is_active: false` kills its token at once',
  request: { params: idParam, ...documentedBody(UserPatchSchema) },
  responses: { 200: jsonContent(UserSchema, 'The user'), ...errorResponses(400, 401, 403, 404) },
});
const patch: Handler<typeof patchRoute> = async (c) => {
  const { db } = c.var.deps;
  const { id } = c.req.valid('param');
  const body = await rawJson(c);
  const user = await db.transaction(async (tx) => {
    const before = await load(tx, id);
    const { username, role, first_name, last_name, email, is_active } = before;
    const stored = { username, role, first_name, last_name, email, is_active };
    await updateUser(tx, id, await validateUser(tx, patched(stored, body), before));
    const after = await load(tx, id);
    const action = before.is_active === after.is_active ? 'update' : after.is_active ? 'enable' : 'disable';
    await recordAudit(tx, actorOf(c), {
      action,
      objectType: 'user',
      objectId: id,
      objectRepr: after.username,
      before,
      after,
      fields: AUDITED_FIELDS.user,
    });
    return after;
  });
  return c.json(user, 200);
};

const tokenRoute = createRoute({
  ...meta,
  method: 'post',
  path: `${BASE}{id}/api_token/`,
  summary: 'Issue a new API token for a user, shown this once; the old one stops working at once',
  request: { params: idParam },
  responses: { 200: jsonContent(ApiTokenSchema, 'The new token'), ...errorResponses(400, 401, 403, 404) },
});
const issue: Handler<typeof tokenRoute> = async (c) => {
  const { db } = c.var.deps;
  const { id } = c.req.valid('param');
  const token = await db.transaction(async (tx) => {
    const user: User = await load(tx, id);
    if (!user.is_active) {
      throw new ValidationFailed({
        non_field_errors: ['An inactive user cannot be given a token: activate it first.'],
      });
    }
    const token = await regenerateToken(tx, id);
    await recordAudit(tx, actorOf(c), {
      action: 'regenerate_token',
      objectType: 'user',
      objectId: id,
      objectRepr: user.username,
      secrets: ['api_token'],
    });
    return token;
  });
  return c.json({ token }, 200);
};

export const userRoutes = createRouter()
  .openapi(listRoute, list)
  .openapi(createUserRoute, create)
  .openapi(getRoute, get)
  .openapi(patchRoute, patch)
  .openapi(tokenRoute, issue);
