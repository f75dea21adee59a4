import { z } from 'zod';
import { ModelMetricsSchema } from './secrets';
import { LevelSchema, MatchedRuleSchema } from './policies';
import { StageSchema } from './stages';
import { UntilSchema } from './alert-triage';

/** CONTRACT §8 run kinds and statuses. */
export const RUN_KINDS = [
  'project_sca',
  'container_image_sca',
  'clones',
  'authors',
  'repository_cloning',
  'project_secrets',
  'secrets_ml_training',
] as const;
const RunKindSchema = z.enum(RUN_KINDS, { error: 'Select a valid choice.' });
export type RunKind = z.infer<typeof RunKindSchema>;

export const RUN_STATUSES = ['queued', 'running', 'finished', 'failed', 'cancelled'] as const;
const RunStatusSchema = z.enum(RUN_STATUSES, { error: 'Select a valid choice.' });
export type RunStatus = z.infer<typeof RunStatusSchema>;

/** Repository cloning cannot be cancelled (CONTRACT §8). */
export const CANCELLABLE_KINDS: readonly RunKind[] = RUN_KINDS.filter((k) => k !== 'repository_cloning');
export const isEnded = (status: RunStatus) => status === 'finished' || status === 'failed' || status === 'cancelled';

/**
 * CONTRACT §13: what an SCA run found, written when it finishes (null for other kinds and before the
 * end). `alerts_created` counts alerts opened by this run (not ones it refreshed), `alerts_resolved`
 * the target's open alerts it closed because their component no longer matches.
 */
const ScaSummarySchema = z.object({
  dependencies_count: z.number().int().nonnegative(),
  vulnerabilities_count: z.number().int().nonnegative(),
  alerts_created: z.number().int().nonnegative(),
  alerts_resolved: z.number().int().nonnegative(),
  events_count: z.number().int().nonnegative(),
  /**
   * CONTRACT §16 (runs since issue 24): components found, the files read (repository paths or upload
   * names), and the files that did not parse with the reason in words.
   */
  components_count: z.number().int().nonnegative().optional(),
  manifests: z.array(z.string()).optional(),
  skipped_files: z.array(z.object({ path: z.string(), reason: z.string() })).optional(),
  /** Per file read: the format it was read as (e.g. `package-lock.json`, `CycloneDX 1.5 JSON`) and how many components it gave. */
  files: z
    .array(z.object({ path: z.string(), format: z.string(), components_count: z.number().int().nonnegative() }))
    .optional(),
  /**
   * CONTRACT §17, a container image's run that read the image (an archive or a pull): its components by
   * type, the manifest's digest, the distribution os-release names, the layers, the package databases
   * Argus does not read (`unsupported`, the rpm database), and how many entries were ignored because
   * their path would leave the image's root.
   */
  components_by_type: z
    .object({ os: z.number().int().nonnegative(), language: z.number().int().nonnegative() })
    .optional(),
  digest: z.string().optional(),
  distribution: z
    .object({
      id: z.string(),
      version_id: z.string().nullable(),
      codename: z.string().nullable(),
      pretty_name: z.string().nullable(),
    })
    .nullable()
    .optional(),
  layers_count: z.number().int().nonnegative().optional(),
  unsupported: z.array(z.object({ path: z.string(), reason: z.string() })).optional(),
  unsafe_entries: z.number().int().nonnegative().optional(),
});
export type ScaSummary = z.infer<typeof ScaSummarySchema>;

/** CONTRACT §15: an authors run's figures; `new_commits_count` is what this run read (all of them on the first). */
const AuthorsSummarySchema = z.object({
  authors_count: z.number().int().nonnegative(),
  commits_count: z.number().int().nonnegative(),
  new_commits_count: z.number().int().nonnegative(),
});
export type AuthorsSummary = z.infer<typeof AuthorsSummarySchema>;

/** A repository cloning run: the commit the workspace now holds, and whether it was a first clone or a fetch. */
const CloningSummarySchema = z.object({
  commit: z.string(),
  ref: z.string(),
  size_bytes: z.number().int().nonnegative(),
  files_count: z.number().int().nonnegative(),
  fetched: z.boolean(),
});
export type CloningSummary = z.infer<typeof CloningSummarySchema>;

/**
 * A kind whose analysis is not built yet (clones, secrets, the ML model until their issues land) finishes
 * with this summary instead of pretending: `analysed` false and the reason in words.
 */
const NotAnalysedSummarySchema = z.object({ analysed: z.literal(false), reason: z.string() });

const RunSummarySchema = z.union([
  ScaSummarySchema,
  AuthorsSummarySchema,
  CloningSummarySchema,
  NotAnalysedSummarySchema,
]);
export type RunSummary = z.infer<typeof RunSummarySchema>;

export const RunSchema = z.object({
  id: z.number().int().positive(),
  kind: RunKindSchema,
  project_id: z.number().int().positive().nullable(),
  container_image_id: z.number().int().positive().nullable(),
  status: RunStatusSchema,
  error: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  created_at: z.string(),
  /** CONTRACT §15: 0–100 as the work advances, null while unknown; `phase` says what it is doing. */
  progress: z.number().int().min(0).max(100).nullable(),
  phase: z.string().nullable(),
  summary: RunSummarySchema.nullable(),
});
export type Run = z.infer<typeof RunSchema>;

/** Start endpoints answer 202 with the run records. */
export const RunListSchema = z.array(RunSchema);

/** 409 when a run of that kind is already queued or running for the object. */
export const RunConflictSchema = z.object({ detail: z.string(), run_id: z.number().int().positive() });
export type RunConflict = z.infer<typeof RunConflictSchema>;

export const ALERT_STATUSES = ['active', 'ignored', 'resolved'] as const;
const AlertStatusSchema = z.enum(ALERT_STATUSES, { error: 'Select a valid choice.' });

/**
 * CONTRACT §5 `/api/policy_alerts/`; `is_blocks_build` says whether the alert blocked builds when it
 * was last evaluated, `blocks_build_from` from when a blocking policy's alert blocks (its creation plus
 * the policy's `block_delay_days`, §12), null when the policy does not block.
 */
export const PolicyAlertSchema = z.object({
  id: z.number().int().positive(),
  policy_id: z.number().int().positive().nullable(),
  policy_name: z.string(),
  level: LevelSchema,
  stage: StageSchema,
  project_id: z.number().int().positive().nullable(),
  container_image_id: z.number().int().positive().nullable(),
  artifact_repository_id: z.number().int().positive().nullable(),
  dependency_id: z.number().int().positive(),
  dependency_purl: z.string(),
  matched_criteria: z.array(z.string()),
  /** Issue 29: the same as data (see MatchedRuleSchema); absent from other installations, `[]` on alerts raised before. */
  matched_rules: z.array(MatchedRuleSchema).optional(),
  status: AlertStatusSchema,
  is_blocks_build: z.boolean().optional(),
  blocks_build_from: z.string().nullable(),
  created_at: z.string(),
  /** CONTRACT §13: the ignore in force (all null while the alert is not ignored). */
  ignored_reason: z.string().nullable(),
  ignored_until: z.string().nullable(),
  ignored_by: z.string().nullable(),
  ignored_at: z.string().nullable(),
});
export type PolicyAlert = z.infer<typeof PolicyAlertSchema>;

/** `PATCH /api/policy_alerts/{id}/`: ignore or un-ignore one alert; before §13 it took `status` alone, so the reason stays optional here. */
export const AlertPatchSchema = z.object({
  status: z.enum(['active', 'ignored'], { error: 'Must be "active" or "ignored".' }),
  reason: z.string({ error: 'Must be a string.' }).trim().max(1000, { error: 'At most 1000 characters.' }).optional(),
  until: UntilSchema.nullable().optional(),
});

const ML_MODEL_TYPES = ['base', 'user'] as const;
const TRAINING_STATUSES = ['none', 'queued', 'running', 'finished', 'failed', 'cancelled'] as const;
/** `GET /api/secrets/ml_model/` (CONTRACT §8). */
export const MlModelSchema = z.object({
  model_type: z.enum(ML_MODEL_TYPES),
  training_status: z.enum(TRAINING_STATUSES),
  has_candidate: z.boolean(),
  /** CONTRACT §18: each model's figures on its held-out split (`user` null until one is accepted). */
  base: ModelMetricsSchema.nullable(),
  candidate: ModelMetricsSchema.nullable(),
  user: ModelMetricsSchema.nullable(),
  /** Findings labelled true or false positive on this installation, and how many training needs. */
  labels_count: z.number().int().nonnegative().optional(),
  min_labels: z.number().int().positive().optional(),
});
export type MlModel = z.infer<typeof MlModelSchema>;
