import type { FieldErrors } from '../../contract/errors';
import { WebhookInputSchema, type WebhookValues } from '../../contract/webhooks';
import type { Queryable } from '../db/database';
import { missingIds } from '../db/repositories/existing-ids';
import { toFieldErrors } from '../http/field-errors';
import { validationError } from '../http/problems';

/** The contract's schema plus the database (projects must exist); a 400 names every wrong field. */
export async function validateWebhook(db: Queryable, input: unknown): Promise<WebhookValues> {
  const parsed = WebhookInputSchema.safeParse(input);
  const errors: FieldErrors = parsed.success ? {} : toFieldErrors(parsed.error, input);
  const projects = (input as { projects?: unknown } | undefined)?.projects;
  if (!errors.projects && Array.isArray(projects) && projects.every((id) => Number.isInteger(id) && id > 0)) {
    const missing = await missingIds(db, 'projects', projects as number[]);
    if (missing.length) errors.projects = missing.map((id) => `Invalid pk "${id}" - object does not exist.`);
  }
  if (!parsed.success || Object.keys(errors).length > 0) throw validationError(errors);
  return parsed.data;
}
