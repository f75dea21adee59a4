import { z } from 'zod';

// CONTRACT §13 triage: its own module, so that the console's entry chunk (which reads runs.ts) does
// not carry what only the alerts page and the service use.

/** An ignore's end: a calendar date (`YYYY-MM-DD`); from that day (UTC) the alert is active again. */
const DATE_MESSAGE = 'Must be a date like 2026-01-31.';
export const UntilSchema = z
  .string({ error: DATE_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: DATE_MESSAGE })
  // Checks run on after a failed one (zod 4): this one must not throw on a text that is not a date.
  .refine(
    (text) => {
      const day = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
    },
    { error: DATE_MESSAGE },
  );

const BULK_ALERTS_MAX = 1000;
const AlertIdSchema = z
  .number({ error: 'Must be a positive whole number.' })
  .int({ error: 'Must be a positive whole number.' })
  .positive({ error: 'Must be a positive whole number.' });

/**
 * `POST /api/policy_alerts/bulk/` (CONTRACT §13): ignore or reactivate many alerts at once; an ignore
 * needs a reason and may end on a date (`until`, ignored when reactivating).
 */
export const AlertBulkSchema = z
  .object({
    ids: z
      .array(AlertIdSchema, { error: 'Must be a list of alert ids.' })
      .min(1, { error: 'Select at least one alert.' })
      .max(BULK_ALERTS_MAX, { error: 'At most 1000 alerts at once.' }),
    status: z.enum(['active', 'ignored'], { error: 'Must be "active" or "ignored".' }),
    reason: z.string({ error: 'Must be a string.' }).trim().max(1000, { error: 'At most 1000 characters.' }).optional(),
    until: UntilSchema.nullable().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'ignored' && !body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Say why these alerts are ignored.' });
  });
export type AlertBulk = z.infer<typeof AlertBulkSchema>;

/** What a bulk change did: the alerts changed, those left as they were (resolved, or already so), and each changed alert's state before, so the change can be undone. */
export const AlertBulkResultSchema = z.object({
  updated: z.array(z.number().int().positive()),
  skipped: z.array(z.number().int().positive()),
  previous: z.array(
    z.object({
      id: z.number().int().positive(),
      status: z.enum(['active', 'ignored']),
      ignored_reason: z.string().nullable(),
      ignored_until: z.string().nullable(),
    }),
  ),
});
export type AlertBulkResult = z.infer<typeof AlertBulkResultSchema>;

/** `GET /api/policy_alerts/counts/`: how many alerts each tab holds under the same filters as the list. */
export const AlertCountsSchema = z.object({
  active: z.number().int().nonnegative(),
  ignored: z.number().int().nonnegative(),
  resolved: z.number().int().nonnegative(),
});
export type AlertCounts = z.infer<typeof AlertCountsSchema>;
