import { z } from 'zod';

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
