import { z } from 'zod';
import { PayloadJsonSchemaSchema, SUBSCRIBABLE_TRIGGERS, TRIGGER_VALUES } from './triggers';

const AVAILABILITY = ['unknown', 'available', 'unavailable'] as const;

function webhookUrlError(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Enter an absolute URL with its protocol, e.g. https://hooks.example.com/argus.';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'The URL must start with http:// or https://.';
  if (!url.hostname) return 'The URL needs a host.';
  if (url.username || url.password) return 'Put credentials in the token, not in the URL.';
  return undefined;
}

const WebhookUrlSchema = z
  .string({ error: 'This field is required.' })
  .trim()
  .min(1, 'This field may not be blank.')
  .max(2048, 'At most 2048 characters.')
  .superRefine((value, ctx) => {
    const error = webhookUrlError(value);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

/**
 * CONTRACT §9: the token travels in an HTTP header, so it must be something a header can carry:
 * printable ASCII, no space at either end (proxies trim it), at most 255. `""` is allowed: it clears.
 */
const WebhookTokenSchema = z
  .string({ error: 'Must be a string.' })
  .max(255, 'At most 255 characters.')
  .superRefine((token, ctx) => {
    if (!/^[\x20-\x7e]*$/.test(token))
      ctx.addIssue({
        code: 'custom',
        message:
          'Use only printable ASCII characters (letters, digits, punctuation, spaces): the token is sent in an HTTP header.',
      });
    else if (token !== token.trim())
      ctx.addIssue({ code: 'custom', message: 'The token may not start or end with a space.' });
  });

const known = new Set<string>(TRIGGER_VALUES);
const subscribable = new Set<string>(SUBSCRIBABLE_TRIGGERS);

/** CONTRACT §5 Webhook write fields; `token` is write-only (`""` clears it, absent keeps it). */
export const WebhookInputSchema = z.object({
  name: z
    .string({ error: 'This field is required.' })
    .trim()
    .min(1, 'This field may not be blank.')
    .max(255, 'At most 255 characters.'),
  url: WebhookUrlSchema,
  projects: z
    .array(z.number({ error: 'Must be project ids.' }).int().positive(), { error: 'Must be a list of project ids.' })
    .default([]),
  events: z
    .array(z.string(), { error: 'Must be a list of triggers.' })
    .min(1, 'Choose at least one event.')
    .superRefine((events, ctx) => {
      events.forEach((event, index) => {
        if (!known.has(event)) ctx.addIssue({ code: 'custom', path: [index], message: `Unknown trigger "${event}".` });
        else if (!subscribable.has(event))
          ctx.addIssue({ code: 'custom', path: [index], message: 'The test trigger cannot be subscribed to.' });
      });
      if (new Set(events).size !== events.length)
        ctx.addIssue({ code: 'custom', message: 'An event is listed twice.' });
    }),
  token: WebhookTokenSchema.optional(),
});
export type WebhookValues = z.output<typeof WebhookInputSchema>;

export const WebhookPatchSchema = WebhookInputSchema.partial().extend({
  is_active: z.boolean({ error: 'Must be true or false.' }).optional(),
});

export const WebhookSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  url: z.string(),
  projects: z.array(z.number().int()),
  events: z.array(z.string()),
  has_token: z.boolean(),
  is_active: z.boolean(),
  disabled_at: z.string().nullable(),
  disabled_reason: z.string().nullable(),
  availability_status: z.enum(AVAILABILITY),
  availability_checked_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  // Extensions of this service (issue 6): the failure streak's state. Optional, so the console also
  // works against installations that do not send them.
  failing_since: z.string().nullable().optional(),
  next_retry_at: z.string().nullable().optional(),
  // Issue 29: when the last retry point of the service's schedule comes, at which a failure disables
  // the webhook; null while it is not failing (or paused, or disabled).
  disables_at: z.string().nullable().optional(),
  pending_events_count: z.number().int().nonnegative().optional(),
  given_up_events_count: z.number().int().nonnegative().optional(),
  // CONTRACT §13 (issue 16): the last delivery's outcome, and whether requests are signed.
  last_delivery_at: z.string().nullable().optional(),
  last_delivery_success: z.boolean().nullable().optional(),
  has_signing_secret: z.boolean().optional(),
});
export type Webhook = z.infer<typeof WebhookSchema>;

export const SendExampleInputSchema = z.object({
  trigger: z
    .string({ error: 'This field is required.' })
    .refine((t) => subscribable.has(t), 'Choose a trigger other than test.'),
});
export const RedeliverResultSchema = z.object({ requeued: z.number().int().nonnegative() });

/**
 * `POST /api/settings/webhooks/{id}/signing_secret/`: the Standard Webhooks secret, shown this once
 * (`whsec_` + base64 of 24 random bytes); the service keeps it sealed and never shows it again.
 */
export const SigningSecretSchema = z.object({ secret: z.string().regex(/^whsec_[A-Za-z0-9+/]{32}$/) });

/** `POST /api/settings/webhooks/test/` [fixed]. */
export const WebhookTestInputSchema = z.object({
  url: WebhookUrlSchema,
  token: WebhookTokenSchema.optional(),
  webhook_id: z.number({ error: 'Must be a webhook id.' }).int().positive().optional(),
});
export type WebhookTestInput = z.input<typeof WebhookTestInputSchema>;

export const WebhookTestResultSchema = z.object({
  success: z.boolean(),
  status_code: z.number().int().nullable(),
  duration_ms: z.number().int().nonnegative(),
  error: z.string().nullable(),
});
export type WebhookTestResult = z.infer<typeof WebhookTestResultSchema>;

export const DeliverySchema = z.object({
  id: z.number().int().positive(),
  attempted_at: z.string(),
  attempt: z.number().int().positive(),
  triggers: z.array(z.string()),
  events_count: z.number().int().nonnegative(),
  success: z.boolean(),
  status_code: z.number().int().nullable(),
  duration_ms: z.number().int().nonnegative(),
  error: z.string().nullable(),
  response_excerpt: z.string(),
  // CONTRACT §13 (issue 16): what was sent (the token and the signature shown as "***") and the
  // answer's headers. `request_body` is the exact text sent; null on attempts recorded before.
  request_headers: z.record(z.string(), z.string()).optional(),
  request_body: z.string().nullable().optional(),
  response_headers: z.record(z.string(), z.string()).optional(),
});
export type Delivery = z.infer<typeof DeliverySchema>;

/** How a stored header value that is a secret (the token, the signature) is shown. */
export const HIDDEN_HEADER_VALUE = '***';

export const TriggerInfoSchema = z.object({
  value: z.string(),
  label: z.string(),
  group: z.string(),
  payload_schema: PayloadJsonSchemaSchema,
});
export type TriggerInfo = z.infer<typeof TriggerInfoSchema>;
