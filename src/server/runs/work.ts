import { lookup } from 'node:dns/promises';
import { connect } from 'node:net';
import type { Run } from '../../contract/runs';
import type { Queryable } from '../db/database';
import { addAuthorCommits, containerImageRepositoryId, markContainerImageAnalysed } from '../db/repositories/catalog';
import { markCandidateTrained } from '../db/repositories/ml-model';
import { markProjectAnalysed, projectForSca, projectRepoUrl } from '../db/repositories/projects';
import { setRunSummary } from '../db/repositories/runs';
import { runSca, type ScaOutcome } from './sca';

/** What a finished run adds to its finished event: an SCA's totals, nothing for the other kinds. */
export type WorkResult = { vulnerabilities_count: number; dependencies_count: number } | Record<string, never>;

/** Keeps the run's summary (CONTRACT §13) and answers what its finished event adds. */
async function finishSca(tx: Queryable, run: Run, outcome: ScaOutcome): Promise<WorkResult> {
  const { dependencies_count, vulnerabilities_count } = outcome;
  await setRunSummary(tx, run.id, {
    dependencies_count,
    vulnerabilities_count,
    alerts_created: outcome.alerts_created,
    alerts_resolved: outcome.alerts_resolved,
    events_count: outcome.events,
  });
  return { vulnerabilities_count, dependencies_count };
}

/** Fails with a clear text when the repository's host cannot be reached (no network is faked). */
async function checkRepository(repoUrl: string, timeoutMs: number): Promise<void> {
  const scp = /^[\w.-]+@([\w.-]+):/.exec(repoUrl);
  let host: string;
  let port: number;
  if (scp) {
    host = scp[1]!;
    port = 22;
  } else {
    let url: URL;
    try {
      url = new URL(repoUrl);
    } catch {
      throw new Error(`malformed repository URL "${repoUrl}"`);
    }
    host = url.hostname;
    port = Number(url.port) || (url.protocol === 'https:' ? 443 : url.protocol === 'http:' ? 80 : 22);
  }
  let address: string;
  try {
    address = (await lookup(host)).address;
  } catch {
    throw new Error(`could not resolve host ${host}`);
  }
  await new Promise<void>((resolve, reject) => {
    const socket = connect({ host: address, port, timeout: timeoutMs });
    socket.once('connect', () => {
      socket.destroy();
      resolve();
    });
    socket.once('timeout', () => {
      socket.destroy();
      reject(new Error(`${host}:${port} did not answer within ${timeoutMs / 1000} s`));
    });
    socket.once('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(`cannot reach ${host}:${port} (${error.code ?? error.message})`)),
    );
  });
}

/** Checks that need the network happen before the final transaction, so it stays short. */
export async function prepare(tx: Queryable, run: Run): Promise<void> {
  if (run.kind !== 'repository_cloning') return;
  const project = run.project_id === null ? undefined : await projectRepoUrl(tx, run.project_id);
  if (!project?.repo_url) throw new Error('the project has no repository URL');
  await checkRepository(project.repo_url, 3000);
}

/** The work of each kind, in the transaction that finishes the run. */
export async function perform(tx: Queryable, run: Run, now: Date): Promise<WorkResult> {
  switch (run.kind) {
    case 'project_sca': {
      const id = run.project_id;
      const project = id === null ? undefined : await projectForSca(tx, id);
      if (id === null || !project) throw new Error(`project ${id} no longer exists`);
      const outcome = await runSca(
        tx,
        { kind: 'project', project_id: id, project_name: project.name, stage: project.stage },
        now,
      );
      await markProjectAnalysed(tx, id, now);
      return finishSca(tx, run, outcome);
    }
    case 'container_image_sca': {
      const id = run.container_image_id;
      const repositoryId = id === null ? undefined : await containerImageRepositoryId(tx, id);
      if (id === null || repositoryId === undefined) throw new Error(`container image ${id} no longer exists`);
      const outcome = await runSca(
        tx,
        { kind: 'container_image', container_image_id: id, artifact_repository_id: repositoryId },
        now,
      );
      await markContainerImageAnalysed(tx, id, now);
      return finishSca(tx, run, outcome);
    }
    case 'authors':
      if (run.project_id !== null) await addAuthorCommits(tx, run.project_id);
      return {};
    case 'secrets_ml_training':
      await markCandidateTrained(tx);
      return {};
    default:
      // Clones, secrets analysis and a reachable repository's cloning record only their transitions here.
      return {};
  }
}
