import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fastImportInput } from './fast-import';
import { git, hardenedEnv } from './git';
import { compileHistory } from './history';
import { readPlans } from './plan';
import { readTree } from './tree';

const here = fileURLToPath(new URL('.', import.meta.url));
/**
 * The demo folder: from src this module sits in seed/demo-repositories/, beside seed/demo; bundled into
 * dist-server/main.js it sits beside dist-server/demo, where scripts/build-server.ts copies it.
 */
const DEMO_DIR = existsSync(join(here, 'demo', 'histories.json')) ? join(here, 'demo') : join(here, '..', 'demo');

function inProject<T>(name: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw new Error(`demo repository ${name}: ${(error as Error).message}`);
  }
}

export type DemoRepositoriesOptions = {
  /** The folder holding histories.json, authors.json and repositories/ (the shipped demo folder unless said). */
  demoDir?: string;
};

/**
 * Writes the demo's git repositories (CONTRACT §15, "the demo is real"): for each project of
 * histories.json a bare repository `<targetDir>/<project>.git` holding its planned history, HEAD on the
 * plan's branch, whose last commit is the project's shipped source tree. One `git fast-import` per
 * repository, all at once; the same plan gives the same commit ids. A repository that exists is left as it
 * is. Nothing is written outside targetDir (git's HOME is a temporary folder inside it).
 * Returns project name → `file://` URL of its repository.
 */
export async function writeDemoRepositories(
  targetDir: string,
  options: DemoRepositoriesOptions = {},
): Promise<Map<string, string>> {
  const demoDir = options.demoDir ?? DEMO_DIR;
  const target = resolve(targetDir);
  const { plans, people } = readPlans(demoDir);
  const urls = new Map<string, string>();
  for (const name of plans.keys()) {
    if (!/^[a-z0-9][a-z0-9._-]*$/.test(name)) throw new Error(`histories.json: "${name}" cannot name a repository`);
    urls.set(name, pathToFileURL(join(target, `${name}.git`)).href);
  }
  const missing = [...plans].filter(([name]) => !existsSync(join(target, `${name}.git`)));
  if (missing.length === 0) return urls;

  mkdirSync(target, { recursive: true });
  const work = mkdtempSync(join(target, '.writing-'));
  try {
    const env = hardenedEnv(work);
    const results = await Promise.allSettled(
      missing.map(async ([name, plan]) => {
        const history = inProject(name, () =>
          compileHistory(plan, readTree(join(demoDir, 'repositories', name)), people),
        );
        const staging = join(work, `${name}.git`);
        await git(['init', '--bare', '--quiet', '--template=', `--initial-branch=${plan.ref}`, staging], env);
        await git([`--git-dir=${staging}`, 'fast-import', '--quiet', '--done'], env, fastImportInput(history));
        // Written aside and moved in whole: an interrupted run never leaves a half repository behind.
        try {
          renameSync(staging, join(target, `${name}.git`));
        } catch (error) {
          if (!existsSync(join(target, `${name}.git`))) throw error;
        }
      }),
    );
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return urls;
}
