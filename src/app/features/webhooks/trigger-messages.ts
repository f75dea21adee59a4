import type { MessageDescriptor } from '@lingui/core';
import type { TRIGGER_GROUP_VALUES, Trigger } from '../../../contract/triggers';
import { msg } from '../../lib/i18n';

/**
 * The words for the contract's trigger table (CONTRACT §7), in the console's language. The contract and
 * the catalog endpoint keep their English labels: trigger values, groups and payload field names are
 * API values, so the console maps each to a message of its own and translates it where it is shown.
 */
export const TRIGGER_LABELS: Record<Trigger, MessageDescriptor> = {
  sca_policy_has_been_triggered: msg('webhooks.trigger.sca_policy_has_been_triggered'),
  osa_policy_has_been_triggered: msg('webhooks.trigger.osa_policy_has_been_triggered'),
  project_sca_analysis_started: msg('webhooks.trigger.project_sca_analysis_started'),
  project_sca_analysis_finished: msg('webhooks.trigger.project_sca_analysis_finished'),
  project_sca_analysis_cancelled: msg('webhooks.trigger.project_sca_analysis_cancelled'),
  project_sca_analysis_failed: msg('webhooks.trigger.project_sca_analysis_failed'),
  container_image_sca_analysis_started: msg('webhooks.trigger.container_image_sca_analysis_started'),
  container_image_sca_analysis_finished: msg('webhooks.trigger.container_image_sca_analysis_finished'),
  container_image_sca_analysis_cancelled: msg('webhooks.trigger.container_image_sca_analysis_cancelled'),
  container_image_sca_analysis_failed: msg('webhooks.trigger.container_image_sca_analysis_failed'),
  clones_analysis_started: msg('webhooks.trigger.clones_analysis_started'),
  clones_analysis_finished: msg('webhooks.trigger.clones_analysis_finished'),
  clones_analysis_cancelled: msg('webhooks.trigger.clones_analysis_cancelled'),
  clones_analysis_failed: msg('webhooks.trigger.clones_analysis_failed'),
  authors_analysis_started: msg('webhooks.trigger.authors_analysis_started'),
  authors_analysis_finished: msg('webhooks.trigger.authors_analysis_finished'),
  authors_analysis_failed: msg('webhooks.trigger.authors_analysis_failed'),
  authors_analysis_cancelled: msg('webhooks.trigger.authors_analysis_cancelled'),
  cloning_of_repository_started: msg('webhooks.trigger.cloning_of_repository_started'),
  cloning_of_repository_finished: msg('webhooks.trigger.cloning_of_repository_finished'),
  cloning_of_repository_failed: msg('webhooks.trigger.cloning_of_repository_failed'),
  project_secrets_analysis_started: msg('webhooks.trigger.project_secrets_analysis_started'),
  project_secrets_analysis_finished: msg('webhooks.trigger.project_secrets_analysis_finished'),
  project_secrets_analysis_cancelled: msg('webhooks.trigger.project_secrets_analysis_cancelled'),
  project_secrets_analysis_failed: msg('webhooks.trigger.project_secrets_analysis_failed'),
  ml_model_user_secrets_training_run_started: msg('webhooks.trigger.ml_model_user_secrets_training_run_started'),
  ml_model_user_secrets_training_run_finished: msg('webhooks.trigger.ml_model_user_secrets_training_run_finished'),
  ml_model_user_secrets_training_run_cancelled: msg('webhooks.trigger.ml_model_user_secrets_training_run_cancelled'),
  ml_model_user_secrets_training_run_failed: msg('webhooks.trigger.ml_model_user_secrets_training_run_failed'),
  ml_model_user_secrets_accepted: msg('webhooks.trigger.ml_model_user_secrets_accepted'),
  ml_model_user_secrets_purged: msg('webhooks.trigger.ml_model_user_secrets_purged'),
  test: msg('webhooks.trigger.test'),
};

export const GROUP_LABELS: Record<(typeof TRIGGER_GROUP_VALUES)[number], MessageDescriptor> = {
  policies: msg('webhooks.group.policies'),
  project_sca: msg('webhooks.group.project_sca'),
  container_image_sca: msg('webhooks.group.container_image_sca'),
  clones: msg('webhooks.group.clones'),
  authors: msg('webhooks.group.authors'),
  repository_cloning: msg('webhooks.group.repository_cloning'),
  secrets: msg('webhooks.group.secrets'),
  ml_model: msg('webhooks.group.ml_model'),
  test: msg('webhooks.group.test'),
};

/** What each payload field means; a field the server names and this table lacks shows the server's words. */
export const FIELD_DESCRIPTIONS: Partial<Record<string, MessageDescriptor>> = {
  alert_id: msg('webhooks.field.alert_id'),
  stage: msg('webhooks.field.stage'),
  level: msg('webhooks.field.level'),
  policy_id: msg('webhooks.field.policy_id'),
  policy_name: msg('webhooks.field.policy_name'),
  dependency_id: msg('webhooks.field.dependency_id'),
  dependency_purl: msg('webhooks.field.dependency_purl'),
  matched_criteria: msg('webhooks.field.matched_criteria'),
  project_id: msg('webhooks.field.project_id'),
  project_name: msg('webhooks.field.project_name'),
  container_image_id: msg('webhooks.field.container_image_id'),
  container_image_name: msg('webhooks.field.container_image_name'),
  artifact_repository_id: msg('webhooks.field.artifact_repository_id'),
  vulnerabilities_count: msg('webhooks.field.vulnerabilities_count'),
  dependencies_count: msg('webhooks.field.dependencies_count'),
  error: msg('webhooks.field.error'),
  repo_url: msg('webhooks.field.repo_url'),
  repo_ref_name: msg('webhooks.field.repo_ref_name'),
};
