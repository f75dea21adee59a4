import type { ProjectDetail } from '../../contract/projects';

/** A project as the API answers it: a CLI project at the build stage with nothing counted yet, but for `change`. */
export const projectRecord = (id: number, name: string, change: Partial<ProjectDetail> = {}): ProjectDetail => ({
  id,
  name,
  type: 'cli',
  repo_url: null,
  repo_ref_name: null,
  stage: 'build',
  proprietor: null,
  is_active: true,
  dependencies_count: 0,
  vulnerabilities_count: 0,
  last_sca_analysis_at: null,
  created_at: '2026-01-02T08:00:00.000Z',
  updated_at: '2026-01-02T08:00:00.000Z',
  policies_count: 0,
  alerts_count: 0,
  ...change,
});
