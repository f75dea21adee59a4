import { createRoute, z } from '@hono/zod-openapi';
import { AUDIT_ACTIONS, AUDIT_OBJECT_TYPES, AuditEntrySchema } from '../../../contract/audit';
import { auditLog } from '../../db/repositories/audit-log';
import { createRouter, type Handler, TOKEN_SECURITY } from '../context';
import { errorResponses, idFilter, listContent, listParams } from '../openapi';
import { listPage } from '../pagination';

/** An ISO 8601 date or date-time (`2026-11-22` or `2026-11-22T10:15:00Z`). */
const moment = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/, {
    error: 'Enter a valid date/time.',
  })
  .refine((text) => !Number.isNaN(Date.parse(text)), { error: 'Enter a valid date/time.' })
  .optional();

const listRoute = createRoute({
  tags: ['audit log'],
  security: TOKEN_SECURITY,
  method: 'get',
  path: '/api/audit_log/',
  summary:
    'Every change with who made it and what it changed, newest first (administrators, security managers, auditors)',
  request: {
    query: z.object({
      ...listParams,
      actor: z.string().optional().openapi({ description: 'Username of who made the change (`system`, `cli` too)' }),
      object_type: z.enum(AUDIT_OBJECT_TYPES, { error: 'Select a valid choice.' }).optional(),
      object_id: idFilter,
      action: z.enum(AUDIT_ACTIONS, { error: 'Select a valid choice.' }).optional(),
      created_after: moment,
      created_before: moment,
    }),
  },
  responses: {
    200: listContent(AuditEntrySchema, 'A page of audit rows'),
    ...errorResponses(400, 401, 403, 404),
  },
});
const list: Handler<typeof listRoute> = (c) => {
  const { actor, object_type, object_id, action, created_after, created_before } = c.req.valid('query');
  return listPage(c, auditLog, { actor, object_type, object_id, action, created_after, created_before });
};

export const auditLogRoutes = createRouter().openapi(listRoute, list);
