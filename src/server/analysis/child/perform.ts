import { syncWorkspace } from '../workspace/sync';
import type { AnalysisJob, AnalysisResult } from './protocol';

/*
 * Each kind's code is imported when a job of that kind arrives, not when the process starts: a process
 * runs one job, and loading every analysis (the clone tokenizer's grammars, the SBOM schemas, the
 * lockfile parsers) cost an idle process some 50 MiB of its ~90 (issue 28: npm start's process tree).
 */
const sca = () => import('../sca/analyse-sca');
const extractors = async () => (await import('../sca/extractors')).EXTRACTORS;

type Progress = (progress: number | null, phase: string) => void;

/** A part of a run's progress: `[from, to]` of the whole for one step's own 0–100. */
const slice =
  (report: Progress, from: number, to: number): Progress =>
  (progress, phase) =>
    report(progress === null ? null : Math.round(from + ((to - from) * progress) / 100), phase);

/** One job from the workspace up: every kind first brings the project's workspace up to date. */
export async function perform(job: AnalysisJob, report: Progress, signal: AbortSignal): Promise<AnalysisResult> {
  if (job.kind === 'project_sca' && 'upload' in job) {
    const { analyseSca } = await sca();
    return { sca: await analyseSca({ kind: 'files', files: job.upload.files }, await extractors(), report, signal) };
  }
  if (job.kind === 'secrets_ml_training') {
    const onProgress = (percent: number) => report(percent, `Training on ${job.examples.length} labelled findings`);
    const { trainCandidateInSteps } = await import('../secrets/model/train');
    return { training: await trainCandidateInSteps(job.examples, job.active, onProgress, signal) };
  }
  if (job.kind === 'container_image_sca') return performImage(job, report, signal);
  const syncShare = job.kind === 'repository_cloning' ? 100 : 40;
  const workspace = await syncWorkspace({
    ...job.repository,
    onProgress: slice(report, 0, syncShare),
    signal,
  });
  if (job.kind === 'repository_cloning') return { workspace };
  if (job.kind === 'project_sca') {
    const tree = { kind: 'tree' as const, dir: job.repository.dir };
    const { analyseSca } = await sca();
    return { workspace, sca: await analyseSca(tree, await extractors(), slice(report, syncShare, 100), signal) };
  }
  if (job.kind === 'project_secrets') {
    const [{ analyseSecrets }, { featuresOf }] = await Promise.all([
      import('../secrets/analyse-secrets'),
      import('../secrets/model/features'),
    ]);
    const secrets = await analyseSecrets({
      dir: job.repository.dir,
      head: workspace.commit,
      options: job.secrets,
      featuresOf,
      onProgress: slice(report, syncShare, 100),
      signal,
    });
    return { workspace, secrets };
  }
  if (job.kind === 'clones') {
    const { analyseClones } = await import('../clones/analyse-clones');
    const clones = await analyseClones({
      dir: job.repository.dir,
      commit: workspace.commit,
      options: job.clones,
      onProgress: slice(report, syncShare, 100),
      signal,
    });
    return { workspace, clones };
  }
  const { analyseAuthors } = await import('../authors/analyse-authors');
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
  const { analyseImage } = await import('../images/analyse-image');
  if ('pull' in job) return { image: await analyseImage({ kind: 'registry', ...job.pull }, options, report, signal) };
  const [file] = job.upload.files;
  if (!file) throw new Error('The upload holds no file.');
  const { isImageArchive } = await import('../images/sniff');
  if (await isImageArchive(file.path)) {
    return { image: await analyseImage({ kind: 'archive', path: file.path }, options, report, signal) };
  }
  const [{ analyseSca }, { sbomExtractors }] = await Promise.all([sca(), import('../sca/extractors/sbom')]);
  return { sca: await analyseSca({ kind: 'files', files: [file] }, sbomExtractors, report, signal) };
}
