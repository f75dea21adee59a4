import { join } from 'node:path';
import { analyseSca } from '../analysis/sca/analyse-sca';
import { EXTRACTORS } from '../analysis/sca/extractors';
import type { Queryable } from '../db/database';
import { storeComponents } from '../runs/store-components';
import { readDemoData } from '../seed/demo-data';

const TREES = join(import.meta.dirname, '../seed/demo/repositories');

/**
 * The test template's components: each demo vcs project's source tree read by the real extractors and
 * stored and matched against the demo's OSV data set as an SCA run stores them — without cloning (the
 * trees are the repositories' HEAD) and without evaluating policies, so a template has dependencies and
 * vulnerabilities but no runs and no alerts, as the seeded template had before issue 24.
 */
export async function storeDemoComponents(db: Queryable): Promise<void> {
  const signal = new AbortController().signal;
  for (const project of readDemoData().projects.filter((p) => p.type === 'vcs')) {
    const [row] = await db.query<{ id: number }>('SELECT id FROM projects WHERE name = $1', [project.name]);
    if (!row) throw new Error(`demo project ${project.name} is not in the database`);
    const result = await analyseSca(
      { kind: 'tree', dir: join(TREES, project.name) },
      EXTRACTORS,
      () => undefined,
      signal,
    );
    if (result.skipped.length > 0) throw new Error(`demo ${project.name}: ${JSON.stringify(result.skipped)}`);
    await storeComponents(db, row.id, result);
  }
}
