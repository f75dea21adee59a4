import { readdir, rm } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import type { AnalysisConfig } from '../config';
import type { Queryable } from '../db/database';
import { pendingUploadDirs } from '../db/repositories/runs';

/** Where an SCA upload waits for its run: apart from OSV imports' uploads, which the sweep leaves alone. */
export const scaUploadDir = (config: Pick<AnalysisConfig, 'uploadDir'>) => join(config.uploadDir, 'sca');

/** Removes one upload's directory, only ever inside the uploads directory (a run's input is data, not trusted paths). */
export async function removeUpload(uploadDir: string, dir: string): Promise<void> {
  const inside = relative(resolve(uploadDir), resolve(dir));
  if (!inside || inside.startsWith('..') || inside.includes('/')) return;
  await rm(resolve(dir), { recursive: true, force: true });
}

/**
 * Uploads no queued or running run needs any more (a run cancelled before it started, a process that
 * died) are removed; run at start-up.
 */
export async function sweepUploads(db: Queryable, config: Pick<AnalysisConfig, 'uploadDir'>): Promise<void> {
  const uploadDir = scaUploadDir(config);
  let names: string[];
  try {
    names = await readdir(uploadDir);
  } catch {
    return;
  }
  const needed = new Set((await pendingUploadDirs(db)).map((d) => resolve(d)));
  for (const name of names) {
    const dir = join(uploadDir, name);
    if (!needed.has(resolve(dir))) await removeUpload(uploadDir, dir);
  }
}
