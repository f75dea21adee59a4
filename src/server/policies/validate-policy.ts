import type { FieldErrors } from '../../contract/errors';
import { PolicyInputSchema, type PolicyValues } from '../../contract/policies';
import type { Queryable } from '../db/database';
import { ValidationFailed } from '../errors';
import { toFieldErrors } from '../validation/field-errors';
import { idList, unknownIds } from '../validation/unknown-ids';

/**
 * Validates a policy write with the contract's schema (the console's form uses the same one) and the
 * database (projects and proprietors must exist, and the message says which id does not), in one step:
 * it throws ValidationFailed naming every wrong field, and nothing is stored when any is wrong.
 */
export async function validatePolicy(db: Queryable, input: unknown): Promise<PolicyValues> {
  const parsed = PolicyInputSchema.safeParse(input);
  const errors: FieldErrors = parsed.success ? {} : toFieldErrors(parsed.error, input);
  const raw = (input ?? {}) as { projects?: unknown; proprietors?: unknown };
  for (const field of ['projects', 'proprietors'] as const) {
    const ids = raw[field];
    if (errors[field] || !idList(ids)) continue;
    const messages = await unknownIds(db, field, ids);
    if (new Set(ids).size !== ids.length) messages.push('An id is listed twice.');
    if (messages.length) errors[field] = messages;
  }
  if (!parsed.success || Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return parsed.data;
}
