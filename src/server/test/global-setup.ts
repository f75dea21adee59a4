import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpEmbedded } from '../db/embedded';
import { bootstrap } from '../seed/bootstrap';
import { storeDemoComponents } from './demo-components';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: string;
    /** Set when the suite runs on a PostgreSQL server (ARGUS_TEST_DATABASE_URL): each file gets its own database there. */
    postgresUrl: string;
    /** The demo's git repositories, written once: the template's demo projects point at them. */
    demoRepositories: string;
  }
}

/** initdb costs ~3 s and ~0.9 GB; it runs once, and every test file loads a copy of the result. */
export default async function setup(project: TestProject) {
  const postgresUrl = process.env.ARGUS_TEST_DATABASE_URL ?? '';
  project.provide('postgresUrl', postgresUrl);
  const dir = mkdtempSync(join(tmpdir(), 'argus-template-'));
  const repositoriesDir = join(dir, 'demo-repositories');
  project.provide('demoRepositories', repositoriesDir);
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  if (postgresUrl) {
    project.provide('databaseTemplate', '');
    return cleanup;
  }
  const blob = await dumpEmbedded(undefined, async (db) => {
    const single = { ...db, transaction: <T>(work: (tx: typeof db) => Promise<T>) => work(db) };
    await bootstrap(single, { demo: { repositoriesDir, queueAnalyses: false } });
    await storeDemoComponents(single);
  });
  const path = join(dir, 'template.tar');
  writeFileSync(path, Buffer.from(await blob.arrayBuffer()));
  project.provide('databaseTemplate', path);
  return cleanup;
}
