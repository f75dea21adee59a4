import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { CONNECTORS, LEVELS } from '../../contract/policies';
import { PROJECT_TYPES } from '../../contract/projects';
import { STAGES } from '../../contract/stages';

/**
 * The shape of the demo data files in ./demo: the installation's records. Its dependencies and
 * vulnerabilities are not here: they come from analysing the demo repositories against the OSV data
 * set in ./demo/osv (CONTRACT §15).
 */
const files = {
  'artifact-repositories': z.array(z.object({ name: z.string(), kind: z.string(), url: z.string().url() })),
  proprietors: z.array(z.object({ name: z.string() })),
  projects: z.array(
    z.object({
      name: z.string(),
      type: z.enum(PROJECT_TYPES),
      repo_ref_name: z.string().nullable().optional(),
      stage: z.enum(STAGES),
      proprietor: z.string().nullable().optional(),
      is_active: z.boolean(),
    }),
  ),
  policies: z.array(
    z.object({
      name: z.string(),
      description: z.string(),
      stages: z.array(z.enum(STAGES)),
      level: z.enum(LEVELS),
      projects: z.array(z.string()),
      proprietors: z.array(z.string()),
      conditions: z.record(z.string(), z.string()),
      conditions_connector: z.enum(CONNECTORS),
      is_active: z.boolean(),
      is_blocks_build: z.boolean(),
    }),
  ),
  'container-images': z.array(
    z.object({
      name: z.string(),
      digest: z.string().regex(/^sha256:[0-9a-f]{64}$/),
      artifact_repository: z.string(),
    }),
  ),
};

type Files = typeof files;
export type DemoData = { [K in keyof Files]: z.infer<Files[K]> };

const DEMO_DIR = join(fileURLToPath(new URL('.', import.meta.url)), 'demo');

/** The demo's OSV data set: real advisories for the packages its repositories pin (./demo/osv/README.md). */
export const DEMO_ADVISORIES_DIR = join(DEMO_DIR, 'osv');

/** Reads and checks every demo file; a file that breaks its shape is a bug caught at load. */
export function readDemoData(dir = DEMO_DIR): DemoData {
  const entries = Object.entries(files).map(([name, schema]) => {
    const text = readFileSync(join(dir, `${name}.json`), 'utf8');
    return [name, schema.parse(JSON.parse(text))];
  });
  return Object.fromEntries(entries) as DemoData;
}
