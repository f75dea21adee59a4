import { createRoute } from '@hono/zod-openapi';
import { ApiTokenSchema, ProfileSchema } from '../../../contract/profile';
import { regenerateToken } from '../../db/repositories/users';
import { createRouter, TOKEN_SECURITY } from '../context';
import { errorResponses } from '../openapi';

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
      const token = await regenerateToken(c.var.deps.db, c.var.user.id);
      return c.json({ token }, 200);
    },
  );
