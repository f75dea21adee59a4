import type { Author } from '../../contract/catalog';
import type { ProjectDetail } from '../../contract/projects';

/** A project as the API answers it: a CLI project at the build stage with nothing counted or cloned yet, but for `change`. */
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
  duplicated_lines_percent: null,
  clones_count: 0,
  repo_auth_kind: 'none',
  workspace: null,
  ...change,
});

/** An author as the API answers it (CONTRACT §15): figures over every analysed project, but for `change`. */
export const authorRecord = (id: number, name: string, email: string, change: Partial<Author> = {}): Author => ({
  id,
  name,
  email,
  commits_count: 12,
  projects_count: 2,
  merges_count: 1,
  lines_added: 1204,
  lines_removed: 310,
  first_commit_at: '2025-02-03T09:00:00.000Z',
  last_commit_at: '2026-11-20T16:30:00.000Z',
  active_months: 9,
  technologies: ['TypeScript', 'Python'],
  ...change,
});

/** A run as the API answers it: a finished project SCA of project 7, but for `fields`. */
export function runRecord(id: number, fields: Record<string, unknown> = {}) {
  return {
    id,
    kind: 'project_sca',
    project_id: 7,
    container_image_id: null,
    status: 'finished',
    error: null,
    started_at: '2026-11-22T10:15:00.000Z',
    finished_at: '2026-11-22T10:15:42.000Z',
    created_at: '2026-11-22T10:14:58.000Z',
    progress: null,
    phase: null,
    summary: null,
    ...fields,
  };
}
