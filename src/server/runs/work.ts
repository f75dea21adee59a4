import type { Run } from '../../contract/runs';
import type { AnalysisResult, UploadInput } from '../analysis/child/protocol';
import type { ImageResult } from '../analysis/images/types';
import type { ScaResult } from '../analysis/sca/analyse-sca';
import type { Queryable } from '../db/database';
import { storeAuthors } from '../db/repositories/authors';
import { containerImageRepositoryId, markContainerImageAnalysed } from '../db/repositories/catalog';
import { markCandidateTrained } from '../db/repositories/ml-model';
import { markProjectAnalysed, projectForSca, setProjectWorkspace } from '../db/repositories/projects';
import { runInput, setRunSummary } from '../db/repositories/runs';
import { runSca, type ScaOutcome } from './sca';
import { storeComponents } from './store-components';
import { storeImageComponents } from './store-image-components';

/** What a finished run adds to its finished event: an SCA's totals, nothing for the other kinds. */
export type WorkResult = { vulnerabilities_count: number; dependencies_count: number } | Record<string, never>;

/**
 * Keeps the run's summary (CONTRACT §13, §16: what the files gave, when the run read files) and answers
 * what its finished event adds.
 */
async function finishSca(
  tx: Queryable,
  run: Run,
  outcome: ScaOutcome,
  read?: ScaResult,
  image?: ImageResult,
): Promise<WorkResult> {
  const { dependencies_count, vulnerabilities_count } = outcome;
  await setRunSummary(tx, run.id, {
    dependencies_count,
    vulnerabilities_count,
    alerts_created: outcome.alerts_created,
    alerts_resolved: outcome.alerts_resolved,
    events_count: outcome.events,
    ...(read && {
      components_count: read.components.length,
      manifests: read.files.map((f) => f.path),
      files: read.files,
      skipped_files: read.skipped,
    }),
    ...(image && imageSummary(image)),
  });
  return { vulnerabilities_count, dependencies_count };
}

/** CONTRACT §17: what an image analysis read, for the run's summary. */
function imageSummary(image: ImageResult) {
  const count = (type: 'os' | 'language') => image.components.filter((c) => c.type === type).length;
  return {
    components_count: image.components.length,
    components_by_type: { os: count('os'), language: count('language') },
    digest: image.digest,
    distribution: image.distribution,
    layers_count: image.layers_count,
    skipped_files: image.skipped,
    unsupported: image.unsupported,
    unsafe_entries: image.unsafe_entries,
  };
}

/**
 * Kinds whose analysis is not built yet finish saying so in their summary instead of pretending
 * (CONTRACT §15); each issue that builds one removes its line.
 */
const NOT_ANALYSED: Partial<Record<Run['kind'], string>> = {
  clones: 'Duplicated code is not analysed yet: this run found nothing because it looked at nothing.',
  project_secrets: 'Secrets are not searched for yet: this run found nothing because it looked at nothing.',
  secrets_ml_training:
    'The secrets ML model is not trained yet: the candidate is the base model until secrets findings exist.',
};

/** Stores what an analysis process found for its run: the workspace it brought up to date, the authors it read. */
async function storeAnalysis(tx: Queryable, run: Run, result: AnalysisResult, now: Date): Promise<void> {
  const projectId = run.project_id!;
  const { workspace, authors } = result;
  if (!workspace) return;
  await setProjectWorkspace(tx, projectId, {
    commit: workspace.commit,
    ref: workspace.ref,
    updated_at: now.toISOString(),
    size_bytes: workspace.size_bytes,
    files_count: workspace.files_count,
    commit_message: workspace.commit_message,
    committed_at: workspace.committed_at,
  });
  if (run.kind === 'repository_cloning') {
    const { commit, ref, size_bytes, files_count, fetched } = workspace;
    await setRunSummary(tx, run.id, { commit, ref, size_bytes, files_count, fetched });
    return;
  }
  if (authors) {
    const totals = await storeAuthors(tx, projectId, authors.authors, authors.full, authors.head);
    await setRunSummary(tx, run.id, { ...totals, new_commits_count: authors.new_commits_count });
  }
}

/**
 * The database part of each kind, in the transaction that finishes the run: what an analysis process
 * found (`analysis`) is stored; SCA evaluates policies over the stored components.
 */
export async function perform(tx: Queryable, run: Run, now: Date, analysis?: AnalysisResult): Promise<WorkResult> {
  if (analysis) {
    if (run.kind !== 'container_image_sca') await storeAnalysis(tx, run, analysis, now);
    if (run.kind !== 'project_sca' && run.kind !== 'container_image_sca') return {};
  }
  const notYet = NOT_ANALYSED[run.kind];
  if (notYet) {
    if (run.kind === 'secrets_ml_training') await markCandidateTrained(tx);
    await setRunSummary(tx, run.id, { analysed: false, reason: notYet });
    return {};
  }
  switch (run.kind) {
    case 'project_sca': {
      const id = run.project_id;
      const project = id === null ? undefined : await projectForSca(tx, id);
      if (id === null || !project) throw new Error(`Project ${id} no longer exists.`);
      if (analysis?.sca) await storeComponents(tx, id, analysis.sca);
      // An upload may name the stage whose policies judge it (a CI pipeline's); else the project's own.
      const input = (await runInput(tx, run.id)) as UploadInput | null;
      const outcome = await runSca(
        tx,
        {
          kind: 'project',
          project_id: id,
          project_name: project.name,
          stage: input?.stage ?? project.stage,
          foreign_stage: Boolean(input?.stage && input.stage !== project.stage),
        },
        now,
      );
      await markProjectAnalysed(tx, id, now);
      return finishSca(tx, run, outcome, analysis?.sca);
    }
    case 'container_image_sca': {
      const id = run.container_image_id;
      const repositoryId = id === null ? undefined : await containerImageRepositoryId(tx, id);
      if (id === null || repositoryId === undefined) throw new Error(`Container image ${id} no longer exists.`);
      if (analysis?.image) await storeImageComponents(tx, id, { image: analysis.image });
      else if (analysis?.sca) await storeImageComponents(tx, id, { sca: analysis.sca });
      const outcome = await runSca(
        tx,
        { kind: 'container_image', container_image_id: id, artifact_repository_id: repositoryId },
        now,
      );
      await markContainerImageAnalysed(tx, id, now);
      return finishSca(tx, run, outcome, analysis?.sca, analysis?.image);
    }
    default:
      throw new Error(`A ${run.kind} run needs an analysis process.`);
  }
}
