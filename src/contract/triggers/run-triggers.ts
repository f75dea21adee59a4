import type { RunKind } from '../runs';
import type { Trigger } from './values';

// Runs (CONTRACT §8) → triggers

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
} as const satisfies Record<RunKind, Record<RunEventStatus, Trigger | null>>;

export function runTrigger(kind: RunKind, status: RunEventStatus): Trigger | null {
  return RUN_TRIGGERS[kind][status];
}
