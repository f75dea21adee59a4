import type { FieldErrors } from '../../contract/errors';
import { WebhookInputSchema, type WebhookValues } from '../../contract/webhooks';
import type { Config } from '../config';
import type { Queryable } from '../db/database';
import { missingIds } from '../db/repositories/existing-ids';
import { forbiddenLiteralHost } from '../delivery/ssrf-guard';
import { toFieldErrors } from '../validation/field-errors';
import { ValidationFailed } from '../errors';

const literalHostMessage = (address: string, kind: string) =>
  `The URL's host ${address} is ${kind}; webhooks may only call public addresses while WEBHOOK_ALLOW_PRIVATE_TARGETS is off.`;

/**
 * The contract's schema plus what it cannot know: the database (projects must exist) and the SSRF
 * guard's setting (CONTRACT §9: a literal non-public host is refused at once). A 400 names every wrong field.
 */
export async function validateWebhook(
  db: Queryable,
  input: unknown,
  config: Pick<Config, 'webhookAllowPrivateTargets'>,
  /** PATCH without `url` keeps the stored URL: leave it be, so such a webhook can still be renamed or disabled. */
  keepsUrl = false,
): Promise<WebhookValues> {
  const parsed = WebhookInputSchema.safeParse(input);
  const errors: FieldErrors = parsed.success ? {} : toFieldErrors(parsed.error, input);
  const projects = (input as { projects?: unknown } | undefined)?.projects;
  if (!errors.projects && Array.isArray(projects) && projects.every((id) => Number.isInteger(id) && id > 0)) {
    const missing = await missingIds(db, 'projects', projects as number[]);
    if (missing.length) errors.projects = missing.map((id) => `Invalid pk "${id}" - object does not exist.`);
  }
  const url = (input as { url?: unknown } | undefined)?.url;
  if (!errors.url && typeof url === 'string' && !config.webhookAllowPrivateTargets && !keepsUrl) {
    const refused = forbiddenLiteralHost(url.trim());
    if (refused) errors.url = [literalHostMessage(refused.address, refused.kind)];
  }
  if (!parsed.success || Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return parsed.data;
}
