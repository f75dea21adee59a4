import { z } from 'zod';

/** CONTRACT §11: what an audit row says was done. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'ignore',
  'unignore',
  'start',
  'cancel',
  'regenerate_token',
  'enable',
  'disable',
  'accept',
  'purge',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of record an audit row can name. */
export const AUDIT_OBJECT_TYPES = [
  'policy',
  'project',
  'proprietor',
  'webhook',
  'policy_alert',
  'run',
  'ml_model',
  'user',
  'vulnerability_import',
  'container_image',
  'artifact_repository',
] as const;
export type AuditObjectType = (typeof AUDIT_OBJECT_TYPES)[number];

/** What a secret reads as in a change. */
export const SECRET_MASK = '***';

/** CONTRACT §11: one row of GET /api/audit_log/ */
export const AuditEntrySchema = z.object({
  id: z.number().int().positive(),
  created_at: z.string(),
  actor_id: z.number().int().positive().nullable(),
  actor_username: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  object_type: z.enum(AUDIT_OBJECT_TYPES),
  object_id: z.number().int().nullable(),
  object_repr: z.string(),
  // Each value is `[old, new]`, any JSON; said explicitly for the OpenAPI generator (see json-schema.ts).
  changes: z.record(z.string(), z.array(z.unknown()).meta({ items: {} })).meta({
    description: '{field: [old, new]}; secrets read "***"',
  }),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
