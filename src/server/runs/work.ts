import { lookup } from 'node:dns/promises';
import { connect } from 'node:net';
import type { Run } from '../../contract/runs';
import type { Queryable } from '../db/database';
import { runSca } from './sca';

/** What a finished run adds to its finished event. */
export type WorkResult = Record<string, unknown>;

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
  const [project] = await tx.query<{ repo_url: string | null }>('SELECT repo_url FROM projects WHERE id = $1', [
    run.project_id,
  ]);
  if (!project?.repo_url) throw new Error('the project has no repository URL');
  await checkRepository(project.repo_url, 3000);
}

/** The work of each kind, in the transaction that finishes the run. */
export async function perform(tx: Queryable, run: Run, now: Date): Promise<WorkResult> {
  switch (run.kind) {
    case 'project_sca': {
      const [project] = await tx.query<{ name: string; stage: never }>(
        'SELECT name, stage FROM projects WHERE id = $1',
        [run.project_id],
      );
      if (!project) throw new Error(`project ${run.project_id} no longer exists`);
      const outcome = await runSca(
        tx,
        { kind: 'project', project_id: run.project_id!, project_name: project.name, stage: project.stage },
        now,
      );
      await tx.query('UPDATE projects SET last_sca_analysis_at = $2 WHERE id = $1', [run.project_id, now]);
      return { vulnerabilities_count: outcome.vulnerabilities_count, dependencies_count: outcome.dependencies_count };
    }
    case 'container_image_sca': {
      const [image] = await tx.query<{ artifact_repository_id: number }>(
        'SELECT artifact_repository_id FROM container_images WHERE id = $1',
        [run.container_image_id],
      );
      if (!image) throw new Error(`container image ${run.container_image_id} no longer exists`);
      const outcome = await runSca(
        tx,
        {
          kind: 'container_image',
          container_image_id: run.container_image_id!,
          artifact_repository_id: image.artifact_repository_id,
        },
        now,
      );
      await tx.query('UPDATE container_images SET last_sca_analysis_at = $2 WHERE id = $1', [
        run.container_image_id,
        now,
      ]);
      return { vulnerabilities_count: outcome.vulnerabilities_count, dependencies_count: outcome.dependencies_count };
    }
    case 'authors':
      // New commits since the last analysis: every known author of the project gains a few.
      await tx.query(
        'UPDATE project_authors SET commits_count = commits_count + 1 + (author_id % 3) WHERE project_id = $1',
        [run.project_id],
      );
      return {};
    case 'secrets_ml_training':
      await tx.query('UPDATE ml_model SET has_candidate = true WHERE id = 1');
      return {};
    default:
      // Clones, secrets analysis and a reachable repository's cloning record only their transitions here.
      return {};
  }
}
