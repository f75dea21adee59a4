import { createRoute } from '@hono/zod-openapi';
import { ApiTokenSchema, ProfileSchema } from '../../../contract/profile';
import { ProfilePatchSchema } from '../../../contract/users';
import { AUDITED_FIELDS, recordAudit } from '../../audit/record';
import { findProfile, regenerateToken, updateProfile } from '../../db/repositories/users';
import { found } from '../../errors';
import { actorOf } from '../audit';
import { createRouter, TOKEN_SECURITY } from '../context';
import { errorResponses, jsonBody, jsonContent } from '../openapi';

export const profileRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/profile/',
      tags: ['profile'],
      summary: 'The signed-in user',
      security: TOKEN_SECURITY,
      responses: {
        200: { description: 'The profile', content: { 'application/json': { schema: ProfileSchema } } },
        ...errorResponses(401),
      },
    }),
    (c) => c.json(c.var.user, 200),
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/api/profile/',
      tags: ['profile'],
      summary: "Change the signed-in user's names and email",
      security: TOKEN_SECURITY,
      request: jsonBody(ProfilePatchSchema),
      responses: { 200: jsonContent(ProfileSchema, 'The profile'), ...errorResponses(400, 401) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const { id } = c.var.user;
      const changes = c.req.valid('json');
      const profile = await db.transaction(async (tx) => {
        const before = found(await findProfile(tx, id));
        const { first_name, last_name, email } = before;
        await updateProfile(tx, id, { first_name, last_name, email, ...changes });
        const after = found(await findProfile(tx, id));
        await recordAudit(tx, actorOf(c), {
          action: 'update',
          objectType: 'user',
          objectId: id,
          objectRepr: after.username,
          before,
          after,
          fields: AUDITED_FIELDS.user,
        });
        return after;
      });
      return c.json(profile, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/profile/api_token/',
      tags: ['profile'],
      summary: 'Generate a new API token; the current one stops working at once',
      security: TOKEN_SECURITY,
      responses: {
        200: { description: 'The new token, shown once', content: { 'application/json': { schema: ApiTokenSchema } } },
        ...errorResponses(401),
      },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const { id, username } = c.var.user;
      const token = await db.transaction(async (tx) => {
        const token = await regenerateToken(tx, id);
        await recordAudit(tx, actorOf(c), {
          action: 'regenerate_token',
          objectType: 'user',
          objectId: id,
          objectRepr: username,
          secrets: ['api_token'],
        });
        return token;
      });
      return c.json({ token }, 200);
    },
  );
