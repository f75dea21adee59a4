import type { Stage } from '../../../contract/stages';
import type { AuthorsResult } from '../authors/types';
import type { PullRequest } from '../images/registry/pull';
import type { ImageLimits, ImageResult } from '../images/types';
import type { ScaResult } from '../sca/analyse-sca';
import type { LabelledExample, SecretModel, TrainingResult } from '../secrets/model/types';
import type { SecretsJobOptions, SecretsResult } from '../secrets/types';
import type { SyncRequest, SyncResult, WorkspaceFailure } from '../workspace/types';

/**
 * What the run engine and an analysis process say to each other over the IPC channel of `fork()`.
 * Credentials travel in the job message only: never in argv, the environment of the process or a file
 * but git's own short-lived key file.
 */
export type RepositoryJob = Omit<SyncRequest, 'onProgress' | 'signal'>;

/** Files an administrator uploaded for an SCA run: where each waits on disk and the name it was sent with. */
type UploadJob = { dir: string; files: { path: string; name: string }[] };

/**
 * A container image's SCA (CONTRACT §17): an uploaded archive or SBOM (one file), or a pull from the
 * image's artifact repository, its credentials opened for this job only. `platform` chooses in a
 * multi-platform image (`linux/amd64`).
 */
type ImageJob = { platform: string; limits?: Partial<ImageLimits> };

/** A run's input as stored (`runs.input`): an upload, and the stage its policies are judged at (null: the project's). */
export type UploadInput = UploadJob & { stage: Stage | null };

export type AnalysisJob =
  | { kind: 'repository_cloning'; repository: RepositoryJob }
  | { kind: 'authors'; repository: RepositoryJob; since: string | null }
  | { kind: 'project_sca'; repository: RepositoryJob }
  | { kind: 'project_sca'; upload: UploadJob }
  | ({ kind: 'container_image_sca'; upload: UploadJob } & ImageJob)
  | ({ kind: 'container_image_sca'; pull: PullRequest } & ImageJob)
  | { kind: 'project_secrets'; repository: RepositoryJob; secrets: SecretsJobOptions }
  /** Trains a user candidate on the installation's labelled findings, judged against the active model. */
  | { kind: 'secrets_ml_training'; examples: LabelledExample[]; active: SecretModel };

/** What a job found: the workspace it brought up to date (none for an upload), and its kind's result. */
export type AnalysisResult = {
  workspace?: SyncResult;
  authors?: AuthorsResult;
  sca?: ScaResult;
  /** A container image's analysis; an SBOM uploaded for an image gives `sca` instead. */
  image?: ImageResult;
  secrets?: SecretsResult;
  training?: TrainingResult;
};

/** A failure the process understood: a workspace cause, or an error of the analysis in words. */
export type AnalysisFailure = WorkspaceFailure | { cause: 'error'; message: string };

export type ChildMessage =
  | { type: 'progress'; progress: number | null; phase: string }
  | { type: 'result'; result: AnalysisResult }
  | { type: 'failed'; failure: AnalysisFailure };

export type ParentMessage = { type: 'job'; job: AnalysisJob } | { type: 'cancel' };
