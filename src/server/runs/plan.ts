import { join } from 'node:path';
import type { Run } from '../../contract/runs';
import type { AnalysisJob, RepositoryJob, UploadInput } from '../analysis/child/protocol';
import type { AnalysisConfig } from '../config';
import type { Queryable } from '../db/database';
import { projectRepository } from '../db/repositories/projects';
import { runInput } from '../db/repositories/runs';
import { openRepoAuth } from '../projects/repo-auth';
import type { SecretBox } from '../secrets/secret-box';
import { imageJob } from './image-job';

export type AnalysisDeps = { config: AnalysisConfig; secrets: SecretBox };

/** Where a project's workspace lives: one directory per project, named by id (a rename changes nothing). */
export const workspaceDir = (config: AnalysisConfig, projectId: number) =>
  join(config.workspaceDir, `project-${projectId}`);

/** The kinds whose work runs in an analysis process. */
export const ANALYSED_KINDS: readonly Run['kind'][] = [
  'repository_cloning',
  'authors',
  'project_sca',
  'container_image_sca',
];

/**
 * The job an analysis process does for a run, read before any process starts (no transaction stays
 * open while git runs); undefined for the kinds whose work is database work or not built yet, and for
 * an SCA of a project without a repository and without an upload (it evaluates the stored components).
 */
export async function planJob(db: Queryable, run: Run, deps: AnalysisDeps): Promise<AnalysisJob | undefined> {
  if (!ANALYSED_KINDS.includes(run.kind)) return undefined;
  if (run.kind === 'container_image_sca') return imageJob(db, run, deps);
  if (run.kind === 'project_sca') {
    const input = (await runInput(db, run.id)) as UploadInput | null;
    if (input) return { kind: 'project_sca', upload: { dir: input.dir, files: input.files } };
  }
  const project = run.project_id === null ? undefined : await projectRepository(db, run.project_id);
  if (!project) throw new Error(`Project ${run.project_id} no longer exists.`);
  if (run.kind === 'project_sca' && (project.type !== 'vcs' || !project.repo_url)) return undefined;
  if (project.type !== 'vcs' || !project.repo_url) {
    throw new Error('The project has no repository: only a VCS project can be cloned and read.');
  }
  const repository: RepositoryJob = {
    url: project.repo_url,
    ref: project.repo_ref_name ?? 'main',
    dir: workspaceDir(deps.config, run.project_id!),
    credentials: openRepoAuth(deps.secrets, project.repo_auth_sealed),
    limits: {
      maxBytes: deps.config.repositoryMaxBytes,
      // setTimeout fires at once past 2^31 - 1 ms (24.8 days): longer limits are that long.
      timeoutMs: Math.min(deps.config.repositoryTimeoutMs, 2_147_483_647),
      allowLocal: deps.config.allowLocalRepositories,
    },
    knownHostsFile: join(deps.config.workspaceDir, 'known_hosts'),
  };
  if (run.kind === 'repository_cloning') return { kind: 'repository_cloning', repository };
  if (run.kind === 'project_sca') return { kind: 'project_sca', repository };
  return { kind: 'authors', repository, since: project.authors_commit };
}
