import { z } from 'zod';
import { ProfileSchema, RoleSchema } from './profile';

const name = z.string().max(150, { error: 'At most 150 characters.' });
/** Empty clears the address; anything else must look like one (DRF's EmailField). */
const email = z
  .string()
  .max(254, { error: 'At most 254 characters.' })
  .refine((value) => value === '' || z.email().safeParse(value).success, { error: 'Enter a valid email address.' });

/** CONTRACT §11: PATCH /api/profile/ (and the same fields of a user). */
export const ProfilePatchSchema = z.object({ first_name: name, last_name: name, email }).partial();
export type ProfilePatch = z.infer<typeof ProfilePatchSchema>;

/** CONTRACT §11: 1–150 letters, digits and `.@+-_` (Django's username rule). */
export const USERNAME_PATTERN = /^[\p{L}\p{N}.@+\-_]{1,150}$/u;
/** The characters alone: a blank or long name gets its own message. */
const USERNAME_CHARACTERS = /^[\p{L}\p{N}.@+\-_]*$/u;

const username = z
  .string({ error: 'This field is required.' })
  .min(1, { error: 'This field may not be blank.' })
  .max(150, { error: 'At most 150 characters.' })
  .regex(USERNAME_CHARACTERS, {
    error: 'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
  });

/** CONTRACT §11: GET /api/settings/users/ */
export const UserSchema = ProfileSchema.extend({
  is_active: z.boolean(),
  last_seen_at: z.string().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** POST /api/settings/users/ */
export const UserInputSchema = ProfilePatchSchema.extend({
  username,
  role: RoleSchema,
  is_active: z.boolean({ error: 'Must be true or false.' }).optional(),
});
export type UserInput = z.infer<typeof UserInputSchema>;

/** PATCH /api/settings/users/{id}/ */
export const UserPatchSchema = UserInputSchema.partial();
export type UserPatch = z.infer<typeof UserPatchSchema>;

/** POST /api/settings/users/ answers the user and its first token, shown once. */
export const NewUserSchema = UserSchema.extend({ token: z.string() });
