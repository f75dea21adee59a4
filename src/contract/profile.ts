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
