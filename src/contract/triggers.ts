import { z } from 'zod';
import { LevelSchema } from './policies';
import { StageSchema } from './stages';

/**
 * CONTRACT §7: webhook triggers and their payloads [fixed].
 *
 * Taken from the platform's "Available events" table (CodeScoring docs,
 * on-premise/how-to/webhooks, English and Russian versions agree): 31 triggers,
 * plus `test`, which the "Test it" button sends with an empty payload.
 * Order: the table's order, `test` last. Types follow §7: `*_id` and `*_count`
 * are integers, names/URLs/refs/errors/purls are strings, `stage` and `level`
 * take the policy values, `matched_criteria` is a list of strings, and
 * `policy_name` is a string (the platform's table shows `0` there; §7 decides).
 * Every payload is strict: a key that is not in the table is an error.
 */

// ---------------------------------------------------------------------------
// Groups (the console groups the event picker by these)

export const TRIGGER_GROUP_VALUES = [
  'policies',
  'project_sca',
  'container_image_sca',
  'clones',
  'authors',
  'repository_cloning',
  'secrets',
  'ml_model',
  'test',
] as const;
export const TriggerGroupSchema = z.enum(TRIGGER_GROUP_VALUES);
export type TriggerGroup = z.infer<typeof TriggerGroupSchema>;

export const TRIGGER_GROUPS: readonly { value: TriggerGroup; label: string }[] = [
  { value: 'policies', label: 'Policies' },
  { value: 'project_sca', label: 'Project SCA analysis' },
  { value: 'container_image_sca', label: 'Container image SCA analysis' },
  { value: 'clones', label: 'Clone analysis' },
  { value: 'authors', label: 'Authors analysis' },
  { value: 'repository_cloning', label: 'Repository cloning' },
  { value: 'secrets', label: 'Secrets analysis' },
  { value: 'ml_model', label: 'Secrets ML model' },
  { value: 'test', label: 'Connection test' },
];

// ---------------------------------------------------------------------------
// Trigger values, in the platform's order

export const TRIGGER_VALUES = [
  'sca_policy_has_been_triggered',
  'osa_policy_has_been_triggered',
  'project_sca_analysis_started',
  'project_sca_analysis_finished',
  'project_sca_analysis_cancelled',
  'project_sca_analysis_failed',
  'container_image_sca_analysis_started',
  'container_image_sca_analysis_finished',
  'container_image_sca_analysis_cancelled',
  'container_image_sca_analysis_failed',
  'clones_analysis_started',
  'clones_analysis_finished',
  'clones_analysis_cancelled',
  'clones_analysis_failed',
  'authors_analysis_started',
  'authors_analysis_finished',
  'authors_analysis_failed',
  'authors_analysis_cancelled',
  'cloning_of_repository_started',
  'cloning_of_repository_finished',
  'cloning_of_repository_failed',
  'project_secrets_analysis_started',
  'project_secrets_analysis_finished',
  'project_secrets_analysis_cancelled',
  'project_secrets_analysis_failed',
  'ml_model_user_secrets_training_run_started',
  'ml_model_user_secrets_training_run_finished',
  'ml_model_user_secrets_training_run_cancelled',
  'ml_model_user_secrets_training_run_failed',
  'ml_model_user_secrets_accepted',
  'ml_model_user_secrets_purged',
  'test',
] as const;
export const TriggerSchema = z.enum(TRIGGER_VALUES, { error: 'Not a known trigger.' });
export type Trigger = z.infer<typeof TriggerSchema>;

export type SubscribableTrigger = Exclude<Trigger, 'test'>;
/** What a webhook's `events` may hold (CONTRACT §5: `test` is not subscribable). */
export const SUBSCRIBABLE_TRIGGERS = TRIGGER_VALUES.filter((value): value is SubscribableTrigger => value !== 'test');
export const SubscribableTriggerSchema = z.enum(
  SUBSCRIBABLE_TRIGGERS as [SubscribableTrigger, ...SubscribableTrigger[]],
  {
    error: 'Not a trigger a webhook can subscribe to.',
  },
);

// ---------------------------------------------------------------------------
// Payload fields

const id = (what: string) => z.number().int().positive().describe(`Id of the ${what}`);
const count = (what: string) => z.number().int().nonnegative().describe(`Number of ${what}`);

const project = {
  project_id: id('project'),
  project_name: z.string().describe('Name of the project'),
};
const containerImage = {
  container_image_id: id('container image'),
  container_image_name: z.string().describe('Name of the container image'),
};
const totals = {
  vulnerabilities_count: count('vulnerabilities found'),
  dependencies_count: count('dependencies found'),
};
const repository = {
  repo_url: z.string().describe('URL of the repository being cloned'),
  repo_ref_name: z.string().describe('Branch or tag being cloned'),
};
const error = { error: z.string().describe('What went wrong') };
const policyAlert = {
  alert_id: id('policy alert'),
  stage: StageSchema.describe('Stage of the policy match'),
  level: LevelSchema.describe('Level of the policy'),
  policy_id: id('policy'),
  policy_name: z.string().describe('Name of the policy'),
  dependency_id: id('dependency'),
  dependency_purl: z.string().describe('Package URL of the dependency'),
  matched_criteria: z.array(z.string()).describe('The policy conditions the dependency matched, as sentences'),
};

const ScaPolicyPayload = z.object({ ...policyAlert, project_id: id('project') }).strict();
const OsaPolicyPayload = z
  .object({
    ...policyAlert,
    container_image_id: id('container image'),
    artifact_repository_id: id('artifact repository the image belongs to'),
  })
  .strict();
const ProjectPayload = z.object(project).strict();
const ProjectTotalsPayload = z.object({ ...project, ...totals }).strict();
const ProjectErrorPayload = z.object({ ...project, ...error }).strict();
const ImagePayload = z.object(containerImage).strict();
const ImageTotalsPayload = z.object({ ...containerImage, ...totals }).strict();
const ImageErrorPayload = z.object({ ...containerImage, ...error }).strict();
const CloningPayload = z.object({ ...project, ...repository }).strict();
const CloningErrorPayload = z.object({ ...project, ...repository, ...error }).strict();
const EmptyPayload = z.object({}).strict();

// ---------------------------------------------------------------------------
// The table

type Definition = { label: string; group: TriggerGroup; payload: z.ZodObject };

const DEFINITIONS = {
  sca_policy_has_been_triggered: {
    group: 'policies',
    label: 'SCA policy has been triggered',
    payload: ScaPolicyPayload,
  },
  osa_policy_has_been_triggered: {
    group: 'policies',
    label: 'OSA policy has been triggered',
    payload: OsaPolicyPayload,
  },
  project_sca_analysis_started: {
    group: 'project_sca',
    label: 'Project SCA analysis started',
    payload: ProjectPayload,
  },
  project_sca_analysis_finished: {
    group: 'project_sca',
    label: 'Project SCA analysis finished',
    payload: ProjectTotalsPayload,
  },
  project_sca_analysis_cancelled: {
    group: 'project_sca',
    label: 'Project SCA analysis cancelled',
    payload: ProjectPayload,
  },
  project_sca_analysis_failed: {
    group: 'project_sca',
    label: 'Project SCA analysis failed',
    payload: ProjectErrorPayload,
  },
  container_image_sca_analysis_started: {
    group: 'container_image_sca',
    label: 'Container image SCA analysis started',
    payload: ImagePayload,
  },
  container_image_sca_analysis_finished: {
    group: 'container_image_sca',
    label: 'Container image SCA analysis finished',
    payload: ImageTotalsPayload,
  },
  container_image_sca_analysis_cancelled: {
    group: 'container_image_sca',
    label: 'Container image SCA analysis cancelled',
    payload: ImagePayload,
  },
  container_image_sca_analysis_failed: {
    group: 'container_image_sca',
    label: 'Container image SCA analysis failed',
    payload: ImageErrorPayload,
  },
  clones_analysis_started: { group: 'clones', label: 'Clone analysis started', payload: ProjectPayload },
  clones_analysis_finished: { group: 'clones', label: 'Clone analysis finished', payload: ProjectPayload },
  clones_analysis_cancelled: { group: 'clones', label: 'Clone analysis cancelled', payload: ProjectPayload },
  clones_analysis_failed: { group: 'clones', label: 'Clone analysis failed', payload: ProjectErrorPayload },
  authors_analysis_started: { group: 'authors', label: 'Authors analysis started', payload: ProjectPayload },
  authors_analysis_finished: { group: 'authors', label: 'Authors analysis finished', payload: ProjectPayload },
  authors_analysis_failed: { group: 'authors', label: 'Authors analysis failed', payload: ProjectErrorPayload },
  authors_analysis_cancelled: { group: 'authors', label: 'Authors analysis cancelled', payload: ProjectPayload },
  cloning_of_repository_started: {
    group: 'repository_cloning',
    label: 'Repository cloning started',
    payload: CloningPayload,
  },
  cloning_of_repository_finished: {
    group: 'repository_cloning',
    label: 'Repository cloning finished',
    payload: CloningPayload,
  },
  cloning_of_repository_failed: {
    group: 'repository_cloning',
    label: 'Repository cloning failed',
    payload: CloningErrorPayload,
  },
  project_secrets_analysis_started: {
    group: 'secrets',
    label: 'Project secrets analysis started',
    payload: ProjectPayload,
  },
  project_secrets_analysis_finished: {
    group: 'secrets',
    label: 'Project secrets analysis finished',
    payload: ProjectPayload,
  },
  project_secrets_analysis_cancelled: {
    group: 'secrets',
    label: 'Project secrets analysis cancelled',
    payload: ProjectPayload,
  },
  // The platform sends no `error` here (§7), unlike every other `*_failed`.
  project_secrets_analysis_failed: {
    group: 'secrets',
    label: 'Project secrets analysis failed',
    payload: ProjectPayload,
  },
  ml_model_user_secrets_training_run_started: {
    group: 'ml_model',
    label: 'Secrets ML model training started',
    payload: EmptyPayload,
  },
  ml_model_user_secrets_training_run_finished: {
    group: 'ml_model',
    label: 'Secrets ML model training finished',
    payload: EmptyPayload,
  },
  ml_model_user_secrets_training_run_cancelled: {
    group: 'ml_model',
    label: 'Secrets ML model training cancelled',
    payload: EmptyPayload,
  },
  ml_model_user_secrets_training_run_failed: {
    group: 'ml_model',
    label: 'Secrets ML model training failed',
    payload: EmptyPayload,
  },
  ml_model_user_secrets_accepted: { group: 'ml_model', label: 'Secrets ML user model accepted', payload: EmptyPayload },
  ml_model_user_secrets_purged: { group: 'ml_model', label: 'Secrets ML user model purged', payload: EmptyPayload },
  test: { group: 'test', label: 'Connection test', payload: EmptyPayload },
} as const satisfies { [K in Trigger]: Definition };

type Definitions = typeof DEFINITIONS;
export type TriggerPayloadSchema<T extends Trigger = Trigger> = Definitions[T]['payload'];
export type TriggerPayload<T extends Trigger = Trigger> = z.infer<TriggerPayloadSchema<T>>;
export type TriggerDefinition<T extends Trigger = Trigger> = {
  readonly value: T;
  readonly label: string;
  readonly group: TriggerGroup;
  readonly payload: TriggerPayloadSchema<T>;
};

/** Every trigger in the platform's order: value, label, group and the payload's schema. */
export const TRIGGERS: readonly TriggerDefinition[] = TRIGGER_VALUES.map((value) => ({ value, ...DEFINITIONS[value] }));

export function triggerDefinition<T extends Trigger>(trigger: T): TriggerDefinition<T> {
  return { value: trigger, ...DEFINITIONS[trigger] } as TriggerDefinition<T>;
}

export function payloadSchemaFor<T extends Trigger>(trigger: T): TriggerPayloadSchema<T> {
  return DEFINITIONS[trigger].payload;
}

/**
 * Whether the trigger's payload carries `project_id` (CONTRACT §6.1): those events
 * go to webhooks whose `projects` is empty or holds that id; the others
 * (container image, OSA policy, ML model, test) go to every subscriber.
 */
export function payloadHasProject(trigger: Trigger): boolean {
  return 'project_id' in DEFINITIONS[trigger].payload.shape;
}

export const PROJECT_TRIGGERS: readonly Trigger[] = TRIGGER_VALUES.filter(payloadHasProject);

// ---------------------------------------------------------------------------
// Events and the delivery body

export type TriggerEvent = {
  [T in Trigger]: { created_at: string; trigger: T; payload: TriggerPayload<T> };
}[Trigger];

const CreatedAtSchema = z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date-time.' });

/** One event of a delivery: the payload is checked against its own trigger's schema. */
export const EventSchema = z.discriminatedUnion(
  'trigger',
  TRIGGER_VALUES.map((value) =>
    z.object({ created_at: CreatedAtSchema, trigger: z.literal(value), payload: DEFINITIONS[value].payload }).strict(),
  ) as unknown as [
    z.ZodObject<{ trigger: z.ZodLiteral<Trigger> }>,
    ...z.ZodObject<{ trigger: z.ZodLiteral<Trigger> }>[],
  ],
) as unknown as z.ZodType<TriggerEvent>;

/** CONTRACT §6.2: the body of every webhook request. */
export const DeliveryBodySchema = z.object({ events: z.array(EventSchema) }).strict();
export type DeliveryBody = { events: TriggerEvent[] };

/** The event of a trigger, its payload checked; throws a ZodError when the payload does not fit. */
export function makeEvent<T extends Trigger>(
  trigger: T,
  payload: TriggerPayload<T>,
  createdAt: Date | string = new Date(),
): TriggerEvent {
  return {
    created_at: typeof createdAt === 'string' ? createdAt : createdAt.toISOString(),
    trigger,
    payload: payloadSchemaFor(trigger).parse(payload),
  } as TriggerEvent;
}

/** The `project_id` an event is about, or null when its payload has none (CONTRACT §6.1). */
export function eventProjectId(event: TriggerEvent): number | null {
  const payload = event.payload as { project_id?: unknown };
  return typeof payload.project_id === 'number' ? payload.project_id : null;
}

// ---------------------------------------------------------------------------
// JSON Schema (generated from the zod schemas: one source of truth)

export type JsonSchema = Record<string, unknown>;

const jsonSchemas = new Map<Trigger, JsonSchema>();

/** The JSON Schema of a trigger's payload (draft 2020-12), as `payload_schema` in the catalog. */
export function triggerJsonSchema(trigger: Trigger): JsonSchema {
  let schema = jsonSchemas.get(trigger);
  if (!schema) {
    schema = z.toJSONSchema(DEFINITIONS[trigger].payload.meta({ title: DEFINITIONS[trigger].label })) as JsonSchema;
    jsonSchemas.set(trigger, schema);
  }
  return structuredClone(schema);
}

/**
 * A payload's JSON Schema as the catalog carries it: any JSON object. Said explicitly for the OpenAPI
 * generator, which would otherwise describe the values as `{nullable: true}` without a type (not valid 3.0).
 */
export const PayloadJsonSchemaSchema = z
  .record(z.string(), z.unknown())
  .meta({ description: "The payload's JSON Schema (draft 2020-12)", additionalProperties: true });

/** CONTRACT §5: an entry of `GET /api/settings/webhooks/triggers/`. */
export const TriggerCatalogEntrySchema = z.object({
  value: TriggerSchema,
  label: z.string(),
  group: TriggerGroupSchema,
  payload_schema: PayloadJsonSchemaSchema,
});
export type TriggerCatalogEntry = z.infer<typeof TriggerCatalogEntrySchema>;
export const TriggerCatalogSchema = z.array(TriggerCatalogEntrySchema);

/** The trigger catalog in the platform's order (all 32, `test` included, in its own group). */
export function triggerCatalog(): TriggerCatalogEntry[] {
  return TRIGGERS.map(({ value, label, group }) => ({ value, label, group, payload_schema: triggerJsonSchema(value) }));
}

// ---------------------------------------------------------------------------
// Runs (CONTRACT §8) → triggers

export type RunKindName =
  | 'project_sca'
  | 'container_image_sca'
  | 'clones'
  | 'authors'
  | 'repository_cloning'
  | 'project_secrets'
  | 'secrets_ml_training';
export type RunEventStatus = 'started' | 'finished' | 'failed' | 'cancelled';

/** The trigger each run transition emits; repository cloning cannot be cancelled. */
export const RUN_TRIGGERS = {
  project_sca: {
    started: 'project_sca_analysis_started',
    finished: 'project_sca_analysis_finished',
    failed: 'project_sca_analysis_failed',
    cancelled: 'project_sca_analysis_cancelled',
  },
  container_image_sca: {
    started: 'container_image_sca_analysis_started',
    finished: 'container_image_sca_analysis_finished',
    failed: 'container_image_sca_analysis_failed',
    cancelled: 'container_image_sca_analysis_cancelled',
  },
  clones: {
    started: 'clones_analysis_started',
    finished: 'clones_analysis_finished',
    failed: 'clones_analysis_failed',
    cancelled: 'clones_analysis_cancelled',
  },
  authors: {
    started: 'authors_analysis_started',
    finished: 'authors_analysis_finished',
    failed: 'authors_analysis_failed',
    cancelled: 'authors_analysis_cancelled',
  },
  repository_cloning: {
    started: 'cloning_of_repository_started',
    finished: 'cloning_of_repository_finished',
    failed: 'cloning_of_repository_failed',
    cancelled: null,
  },
  project_secrets: {
    started: 'project_secrets_analysis_started',
    finished: 'project_secrets_analysis_finished',
    failed: 'project_secrets_analysis_failed',
    cancelled: 'project_secrets_analysis_cancelled',
  },
  secrets_ml_training: {
    started: 'ml_model_user_secrets_training_run_started',
    finished: 'ml_model_user_secrets_training_run_finished',
    failed: 'ml_model_user_secrets_training_run_failed',
    cancelled: 'ml_model_user_secrets_training_run_cancelled',
  },
} as const satisfies Record<RunKindName, Record<RunEventStatus, Trigger | null>>;

export function runTrigger(kind: RunKindName, status: RunEventStatus): Trigger | null {
  return RUN_TRIGGERS[kind][status];
}

// ---------------------------------------------------------------------------
// Examples (realistic payloads; each passes its schema)

const exampleProject = { project_id: 1, project_name: 'payments-api' };
const exampleImage = { container_image_id: 3, container_image_name: 'registry.example.com/payments/api:1.4.2' };
const exampleTotals = { vulnerabilities_count: 12, dependencies_count: 148 };
const exampleRepository = { repo_url: 'https://git.example.com/payments/payments-api.git', repo_ref_name: 'main' };
const examplePolicyAlert = {
  alert_id: 41,
  level: 'critical',
  policy_id: 2,
  policy_name: 'No high CVSS vulnerabilities',
  dependency_id: 57,
  dependency_purl: 'pkg:pypi/django@4.2.2',
  matched_criteria: ['django@4.2.2 has CVE-2024-38875, CVSS3 Score 7.5 >= 7.0'],
} as const;

const EXAMPLES: { [T in Trigger]: TriggerPayload<T> } = {
  sca_policy_has_been_triggered: {
    ...examplePolicyAlert,
    stage: 'source',
    project_id: 1,
    matched_criteria: [...examplePolicyAlert.matched_criteria],
  },
  osa_policy_has_been_triggered: {
    ...examplePolicyAlert,
    stage: 'proxy',
    dependency_purl: 'pkg:deb/debian/openssl@3.0.11-1~deb12u1',
    dependency_id: 88,
    matched_criteria: ['openssl@3.0.11-1~deb12u1 has CVE-2024-5535, CVSS3 Score 9.1 >= 7.0'],
    container_image_id: 3,
    artifact_repository_id: 2,
  },
  project_sca_analysis_started: { ...exampleProject },
  project_sca_analysis_finished: { ...exampleProject, ...exampleTotals },
  project_sca_analysis_cancelled: { ...exampleProject },
  project_sca_analysis_failed: { ...exampleProject, error: 'Manifest requirements.txt could not be parsed: line 14.' },
  container_image_sca_analysis_started: { ...exampleImage },
  container_image_sca_analysis_finished: { ...exampleImage, ...exampleTotals },
  container_image_sca_analysis_cancelled: { ...exampleImage },
  container_image_sca_analysis_failed: { ...exampleImage, error: 'Image manifest not found in the registry.' },
  clones_analysis_started: { ...exampleProject },
  clones_analysis_finished: { ...exampleProject },
  clones_analysis_cancelled: { ...exampleProject },
  clones_analysis_failed: { ...exampleProject, error: 'The project has no cloned sources.' },
  authors_analysis_started: { ...exampleProject },
  authors_analysis_finished: { ...exampleProject },
  authors_analysis_failed: { ...exampleProject, error: 'The repository history could not be read.' },
  authors_analysis_cancelled: { ...exampleProject },
  cloning_of_repository_started: { ...exampleProject, ...exampleRepository },
  cloning_of_repository_finished: { ...exampleProject, ...exampleRepository },
  cloning_of_repository_failed: {
    ...exampleProject,
    ...exampleRepository,
    error: 'fatal: could not read Username for https://git.example.com: terminal prompts disabled',
  },
  project_secrets_analysis_started: { ...exampleProject },
  project_secrets_analysis_finished: { ...exampleProject },
  project_secrets_analysis_cancelled: { ...exampleProject },
  project_secrets_analysis_failed: { ...exampleProject },
  ml_model_user_secrets_training_run_started: {},
  ml_model_user_secrets_training_run_finished: {},
  ml_model_user_secrets_training_run_cancelled: {},
  ml_model_user_secrets_training_run_failed: {},
  ml_model_user_secrets_accepted: {},
  ml_model_user_secrets_purged: {},
  test: {},
};

/** A realistic payload of the trigger (a fresh copy each call). */
export function examplePayload<T extends Trigger>(trigger: T): TriggerPayload<T> {
  return structuredClone(EXAMPLES[trigger]);
}
