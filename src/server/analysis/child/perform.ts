import { analyseAuthors } from '../authors/analyse-authors';
import { analyseImage } from '../images/analyse-image';
import { isImageArchive } from '../images/sniff';
import { analyseSca } from '../sca/analyse-sca';
import { EXTRACTORS } from '../sca/extractors';
import { sbomExtractors } from '../sca/extractors/sbom';
import { syncWorkspace } from '../workspace/sync';
import type { AnalysisJob, AnalysisResult } from './protocol';

type Progress = (progress: number | null, phase: string) => void;

/** A part of a run's progress: `[from, to]` of the whole for one step's own 0–100. */
const slice =
  (report: Progress, from: number, to: number): Progress =>
  (progress, phase) =>
    report(progress === null ? null : Math.round(from + ((to - from) * progress) / 100), phase);

/** One job from the workspace up: every kind first brings the project's workspace up to date. */
export async function perform(job: AnalysisJob, report: Progress, signal: AbortSignal): Promise<AnalysisResult> {
  if (job.kind === 'project_sca' && 'upload' in job) {
    const sca = await analyseSca({ kind: 'files', files: job.upload.files }, EXTRACTORS, report, signal);
    return { sca };
  }
  if (job.kind === 'container_image_sca') return performImage(job, report, signal);
  // Issue 25 replaces these two lines with the secrets analysis and the model's training.
  if (job.kind === 'secrets_ml_training') throw new Error('Training the secrets model is not built yet.');
  if (job.kind === 'project_secrets') throw new Error('The secrets analysis is not built yet.');
  const syncShare = job.kind === 'repository_cloning' ? 100 : 40;
  const workspace = await syncWorkspace({
    ...job.repository,
    onProgress: slice(report, 0, syncShare),
    signal,
  });
  if (job.kind === 'repository_cloning') return { workspace };
  if (job.kind === 'project_sca') {
    const tree = { kind: 'tree' as const, dir: job.repository.dir };
    return { workspace, sca: await analyseSca(tree, EXTRACTORS, slice(report, syncShare, 100), signal) };
  }
  const authors = await analyseAuthors({
    dir: job.repository.dir,
    head: workspace.commit,
    since: job.since,
    onProgress: slice(report, syncShare, 100),
    signal,
  });
  return { workspace, authors };
}

/**
 * A container image's SCA (CONTRACT §17): an uploaded file is an image archive (a tar, compressed or not)
 * or else an SBOM, read by the SCA's SBOM readers; without an upload the image is pulled.
 */
async function performImage(
  job: Extract<AnalysisJob, { kind: 'container_image_sca' }>,
  report: Progress,
  signal: AbortSignal,
): Promise<AnalysisResult> {
  const options = { platform: job.platform, limits: job.limits };
  if ('pull' in job) return { image: await analyseImage({ kind: 'registry', ...job.pull }, options, report, signal) };
  const [file] = job.upload.files;
  if (!file) throw new Error('The upload holds no file.');
  if (await isImageArchive(file.path)) {
    return { image: await analyseImage({ kind: 'archive', path: file.path }, options, report, signal) };
  }
  return { sca: await analyseSca({ kind: 'files', files: [file] }, sbomExtractors, report, signal) };
}
