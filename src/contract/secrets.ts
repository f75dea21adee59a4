import { z } from 'zod';

/** CONTRACT §18: what an administrator says a finding is. `new` until someone looks at it. */
export const SECRET_STATUSES = ['new', 'true_positive', 'false_positive', 'fixed'] as const;
export type SecretStatus = (typeof SECRET_STATUSES)[number];
const SecretStatusSchema = z.enum(SECRET_STATUSES, { error: 'Select a valid choice.' });

/**
 * CONTRACT §18 `GET /api/secrets/findings/`: one secret (by its keyed fingerprint) in one project, where it
 * was last seen (`file`, lines, columns, `commit`, author) and first/last seen; `masked` shows at most its
 * first 4 characters then `…`. The secret itself is never stored or answered.
 */
export const SecretFindingSchema = z.object({
  id: z.number().int().positive(),
  project_id: z.number().int().positive(),
  rule_id: z.string(),
  description: z.string(),
  file: z.string(),
  start_line: z.number().int().positive(),
  end_line: z.number().int().positive(),
  start_column: z.number().int().positive(),
  end_column: z.number().int().positive(),
  commit: z.string().nullable(),
  author_name: z.string().nullable(),
  author_email: z.string().nullable(),
  committed_at: z.string().nullable(),
  entropy: z.number(),
  masked: z.string(),
  fingerprint: z.string(),
  probability: z.number().min(0).max(1),
  status: SecretStatusSchema,
  status_reason: z.string().nullable(),
  first_seen_at: z.string().nullable(),
  last_seen_at: z.string().nullable(),
  is_in_head: z.boolean(),
});
export type SecretFinding = z.infer<typeof SecretFindingSchema>;

/** A commit that added the finding's secret (or the checked-out tree, `commit` null), newest first. */
const SecretSightingSchema = z.object({
  commit: z.string().nullable(),
  file: z.string(),
  start_line: z.number().int().positive(),
  author_name: z.string().nullable(),
  author_email: z.string().nullable(),
  committed_at: z.string().nullable(),
});
export type SecretSighting = z.infer<typeof SecretSightingSchema>;

/** `GET /api/secrets/findings/{id}/`: the finding, its sightings (at most 100, newest first) and who changed its status. */
export const SecretFindingDetailSchema = SecretFindingSchema.extend({
  sightings: z.array(SecretSightingSchema),
  sightings_count: z.number().int().nonnegative(),
  status_changed_by: z.string().nullable(),
  status_changed_at: z.string().nullable(),
});
export type SecretFindingDetail = z.infer<typeof SecretFindingDetailSchema>;

/**
 * `GET /api/secrets/findings/{id}/context/`: the lines around the finding in the project's workspace at the
 * finding's commit (or the checked-out tree), the secret masked. `available` false (and no lines) when the
 * workspace no longer holds that file or commit, with `reason` in words.
 */
export const SecretContextSchema = z.object({
  available: z.boolean(),
  reason: z.string().nullable(),
  commit: z.string().nullable(),
  file: z.string(),
  lines: z.array(z.object({ number: z.number().int().positive(), text: z.string(), is_match: z.boolean() })),
});
export type SecretContext = z.infer<typeof SecretContextSchema>;

/** `POST /api/secrets/findings/bulk/` (administrators and security managers) → `{"updated": n}`. */
export const SecretBulkSchema = z.object({
  ids: z
    .array(z.number({ error: 'Must be an integer.' }).int({ error: 'Must be an integer.' }).positive(), {
      error: 'Must be a list of finding ids.',
    })
    .min(1, { error: 'Select at least one finding.' })
    .max(1000, { error: 'At most 1000 findings at once.' }),
  status: SecretStatusSchema,
  reason: z.string({ error: 'Must be a string.' }).trim().max(1000, { error: 'At most 1000 characters.' }).optional(),
});
export type SecretBulk = z.infer<typeof SecretBulkSchema>;
export const SecretBulkResultSchema = z.object({ updated: z.number().int().nonnegative() });

/** `GET /api/secrets/findings/counts/?project=ID`: findings by status (every project without `project`). */
export const SecretCountsSchema = z.object({
  new: z.number().int().nonnegative(),
  true_positive: z.number().int().nonnegative(),
  false_positive: z.number().int().nonnegative(),
  fixed: z.number().int().nonnegative(),
});
export type SecretCounts = z.infer<typeof SecretCountsSchema>;

/** A model's figures on a held-out split (CONTRACT §18): `labels_count` the labelled findings it learnt from. */
export const ModelMetricsSchema = z.object({
  accuracy: z.number().min(0).max(1),
  precision: z.number().min(0).max(1),
  recall: z.number().min(0).max(1),
  f1: z.number().min(0).max(1),
  labels_count: z.number().int().nonnegative(),
  trained_at: z.string(),
});
export type ModelMetrics = z.infer<typeof ModelMetricsSchema>;
