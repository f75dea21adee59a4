import type { TriggerPayload } from './definitions';
import type { Trigger } from './values';

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
