import type { FieldErrors } from '../../contract/errors';
import {
  WebhookInputSchema,
  WebhookPatchSchema,
  WebhookTestInputSchema,
  type WebhookValues,
} from '../../contract/webhooks';
import type { Config } from '../config';
import type { Queryable } from '../db/database';
import { sealedSecretsOf } from '../db/repositories/webhooks';
import { forbiddenLiteralHost } from '../net/ssrf-guard';
import type { SealedSecrets } from '../delivery/stored-secrets';
import { ValidationFailed } from '../errors';
import { toFieldErrors } from '../validation/field-errors';
import { idList, unknownIds, unknownPkError } from '../validation/unknown-ids';

type Guard = Pick<Config, 'webhookAllowPrivateTargets'>;

const literalHostMessage = (address: string, kind: string) =>
  `The URL's host ${address} is ${kind}; webhooks may only call public addresses while WEBHOOK_ALLOW_PRIVATE_TARGETS is off.`;

/** CONTRACT §9: with private targets off, a URL whose host is a literal non-public address is refused at once. */
function urlErrors(url: unknown, config: Guard): string[] {
  if (typeof url !== 'string' || config.webhookAllowPrivateTargets) return [];
  const refused = forbiddenLiteralHost(url.trim());
  return refused ? [literalHostMessage(refused.address, refused.kind)] : [];
}

const PatchSchema = WebhookInputSchema.extend({ is_active: WebhookPatchSchema.shape.is_active });

/**
 * The contract's schema plus what it cannot know: the database (projects must exist) and the SSRF
 * guard's setting. One step: it throws ValidationFailed naming every wrong field. A PATCH (`patch`)
 * also judges `is_active`, and without `url` keeps the stored URL as it is, so such a webhook can
 * still be renamed or disabled.
 */
export async function validateWebhook(
  db: Queryable,
  input: unknown,
  config: Guard,
  patch?: { keepsUrl: boolean },
): Promise<WebhookValues & { is_active?: boolean }> {
  const parsed = (patch ? PatchSchema : WebhookInputSchema).safeParse(input);
  const errors: FieldErrors = parsed.success ? {} : toFieldErrors(parsed.error, input);
  const { projects, url } = (input ?? {}) as { projects?: unknown; url?: unknown };
  if (!errors.projects && idList(projects)) {
    const unknown = await unknownIds(db, 'projects', projects);
    if (unknown.length) errors.projects = unknown;
  }
  const refused = patch?.keepsUrl || errors.url ? [] : urlErrors(url, config);
  if (refused.length) errors.url = refused;
  if (!parsed.success || Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return parsed.data;
}

/**
 * The `test` request: a URL and the token to send, given or (by `webhook_id`) the stored one, and
 * that webhook's signing secret when it has one. Stored secrets are returned sealed; opening them is
 * the caller's business.
 */
export async function validateWebhookTest(
  db: Queryable,
  input: unknown,
): Promise<{ url: string; token: string | null; sealed: SealedSecrets }> {
  const parsed = WebhookTestInputSchema.safeParse(input);
  const errors: FieldErrors = parsed.success ? {} : toFieldErrors(parsed.error, input);
  const { token, webhook_id } = (input ?? {}) as { token?: unknown; webhook_id?: unknown };
  const sealed: SealedSecrets = { token: null, signingSecret: null };
  if (!errors.webhook_id && idList([webhook_id])) {
    const stored = await sealedSecretsOf(db, webhook_id as number);
    // The stored token is used only when none is given; an unknown webhook matters only then.
    if (stored)
      Object.assign(sealed, { token: token === undefined ? stored.token : null, signingSecret: stored.signingSecret });
    else if (token === undefined) errors.webhook_id = [unknownPkError(webhook_id)];
  }
  if (!parsed.success || Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return { url: parsed.data.url, token: parsed.data.token || null, sealed };
}
