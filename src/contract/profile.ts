import { z } from 'zod';

/** CONTRACT §11: the platform's four access levels. */
export const ROLES = ['administrator', 'security_manager', 'auditor', 'user'] as const;
export const RoleSchema = z.enum(ROLES, { error: 'Select a valid choice.' });
export type Role = z.infer<typeof RoleSchema>;

/** CONTRACT §2: GET /api/profile/ */
export const ProfileSchema = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  role: RoleSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** CONTRACT §2: a token is 40 lowercase hex characters. */
const API_TOKEN_PATTERN = /^[0-9a-f]{40}$/;

/** CONTRACT §2: POST /api/profile/api_token/ */
export const ApiTokenSchema = z.object({ token: z.string().regex(API_TOKEN_PATTERN) });

/**
 * What each role may change, by area (CONTRACT §11). The service's permission table names an area
 * per write operation; the console hides the controls of areas the reader's role lacks.
 */
const WRITE_AREAS = [
  'policies',
  'alerts',
  'analyses',
  // Cancelling runs: §11 gives security managers starting only.
  'runs',
  'projects',
  'webhooks',
  'users',
  'ml_model',
  // CONTRACT §16: imports of OSV records into the vulnerability database.
  'vulnerability_database',
  // CONTRACT §17: container images and artifact repositories (administrators).
  'catalog',
] as const;
export type WriteArea = (typeof WRITE_AREAS)[number];

export const ROLE_AREAS: Record<Role, readonly WriteArea[]> = {
  administrator: WRITE_AREAS,
  security_manager: ['policies', 'alerts', 'analyses'],
  auditor: [],
  user: [],
};

export const canWrite = (role: Role | undefined, area: WriteArea): boolean =>
  role !== undefined && ROLE_AREAS[role].includes(area);

/** CONTRACT §11: who reads the audit log. */
export const canReadAuditLog = (role: Role | undefined): boolean =>
  role === 'administrator' || role === 'security_manager' || role === 'auditor';
