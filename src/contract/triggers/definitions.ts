import type { z } from 'zod';
import {
  CloningErrorPayload,
  CloningPayload,
  EmptyPayload,
  ImageErrorPayload,
  ImagePayload,
  ImageTotalsPayload,
  OsaPolicyPayload,
  ProjectErrorPayload,
  ProjectPayload,
  ProjectTotalsPayload,
  ScaPolicyPayload,
} from './payloads';
import { TRIGGER_VALUES, type Trigger, type TriggerGroup } from './values';

// The trigger table (CONTRACT §7): each trigger's label, group and payload schema.

type Definition = { label: string; group: TriggerGroup; payload: z.ZodObject };

export const DEFINITIONS = {
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
