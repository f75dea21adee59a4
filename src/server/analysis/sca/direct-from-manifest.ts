import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { ExtractedComponent } from '../components/types';

/**
 * Some lockfiles do not say which packages the project asked for (yarn.lock, composer.lock): their
 * extractors take the packages nothing else requires as direct, which misses a direct dependency that
 * something else also requires. In a repository the manifest beside the lockfile knows: its names are
 * the direct ones.
 */
const MANIFEST_OF: Record<string, { file: string; sections: string[] }> = {
  'yarn.lock': {
    file: 'package.json',
    sections: ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'],
  },
  'package-lock.json': {
    file: 'package.json',
    sections: ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'],
  },
  'composer.lock': { file: 'composer.json', sections: ['require', 'require-dev'] },
};

async function declaredNames(path: string, sections: string[]): Promise<Set<string> | undefined> {
  try {
    const manifest = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
    const names = sections.flatMap((section) => {
      const value = manifest[section];
      return value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
    });
    return new Set(names.map((n) => n.toLowerCase()));
  } catch {
    return undefined;
  }
}

/**
 * The components of a lockfile found at `absolute`, with the relation its manifest gives: a component
 * the manifest names (in one version only) is direct, its chain dropped; the others keep what the
 * lockfile said. Without a readable manifest beside it, the components are as they were.
 */
export async function withManifestRelations(
  absolute: string,
  components: ExtractedComponent[],
): Promise<ExtractedComponent[]> {
  const manifest = MANIFEST_OF[basename(absolute)];
  if (!manifest) return components;
  const names = await declaredNames(join(dirname(absolute), manifest.file), manifest.sections);
  if (!names || names.size === 0) return components;
  // A name the lockfile holds in several versions: the manifest's range would tell which is direct,
  // the lockfile's own answer stands.
  const versions = new Map<string, number>();
  for (const c of components) versions.set(c.name.toLowerCase(), (versions.get(c.name.toLowerCase()) ?? 0) + 1);
  return components.map((c) => {
    const name = c.name.toLowerCase();
    return names.has(name) && versions.get(name) === 1 ? { ...c, relation: 'direct', introduced_through: null } : c;
  });
}
