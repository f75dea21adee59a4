import type { FieldErrors } from '../../contract/errors';
import { PolicyInputSchema, type PolicyValues } from '../../contract/policies';
import type { Queryable } from '../db/database';
import { missingIds } from '../db/repositories/existing-ids';
import { toFieldErrors } from '../validation/field-errors';
import { ValidationFailed } from '../errors';

/**
 * Validates a policy write with the contract's schema (the console's form uses the same one) and the
 * database (projects and proprietors must exist, and the message says which id does not). Throws a 400
 * naming every wrong field: nothing is stored when any is wrong.
 */
export async function validatePolicy(db: Queryable, input: unknown): Promise<PolicyValues> {
  const parsed = PolicyInputSchema.safeParse(input);
  const errors: FieldErrors = parsed.success ? {} : toFieldErrors(parsed.error, input);
  const raw = (input ?? {}) as { projects?: unknown; proprietors?: unknown };
  for (const [field, table] of [
    ['projects', 'projects'],
    ['proprietors', 'proprietors'],
  ] as const) {
    const ids = raw[field];
    if (errors[field] || !Array.isArray(ids) || !ids.every((id) => Number.isInteger(id) && id > 0)) continue;
    const messages = (await missingIds(db, table, ids as number[])).map(
      (id) => `Invalid pk "${id}" - object does not exist.`,
    );
    if (new Set(ids).size !== ids.length) messages.push('An id is listed twice.');
    if (messages.length) errors[field] = messages;
  }
  if (!parsed.success || Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return parsed.data;
}
