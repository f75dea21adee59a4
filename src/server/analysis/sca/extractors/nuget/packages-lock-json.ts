/**
 * NuGet's packages.lock.json (https://learn.microsoft.com/nuget/consume-packages/package-references-in-project-files#locking-dependencies):
 * `dependencies` maps each target framework (`net8.0`, `.NETStandard,Version=v2.0`, `net8.0/win-x64`)
 * to the packages restored for it, each with a `type` — `Direct` (a PackageReference of the project),
 * `Transitive`, `CentralTransitive` (pinned by central package management, reached through another
 * package) or `Project` (another project of the solution: not a component) — its `resolved` version
 * and its own `dependencies` by name. A package listed for several frameworks is one component, direct
 * if any framework lists it as Direct; a transitive one is introduced through the shortest chain from
 * a Direct package in the framework where that chain is shortest. Package names compare without case,
 * as NuGet does.
 */
import { componentOf } from '../../../components/component';
import type { ExtractedComponent } from '../../../components/types';
import { ExtractError, type Extractor } from '../../types';
import { relationsOf } from '../dependency-chains';
import { baseName, guardSize, isRecord, parseJson } from '../input';

const MAX_MEGABYTES = 50;
const TYPES = new Set(['Direct', 'Transitive', 'CentralTransitive', 'Project']);

type Entry = { name: string; type: string; resolved: string | null; dependencies: string[] };

function entriesOf(framework: string, packages: unknown): Entry[] {
  if (!isRecord(packages)) throw new ExtractError(`the packages of ${framework} are not an object`);
  return Object.entries(packages).map(([name, entry]) => {
    if (!isRecord(entry) || typeof entry.type !== 'string' || !TYPES.has(entry.type)) {
      throw new ExtractError(`${name} (${framework}) has no type among Direct, Transitive, CentralTransitive, Project`);
    }
    if (entry.type !== 'Project' && typeof entry.resolved !== 'string') {
      throw new ExtractError(`${name} (${framework}) has no resolved version`);
    }
    const dependencies = entry.dependencies ?? {};
    if (!isRecord(dependencies)) throw new ExtractError(`the dependencies of ${name} (${framework}) are not an object`);
    return {
      name,
      type: entry.type,
      resolved: typeof entry.resolved === 'string' ? entry.resolved : null,
      dependencies: Object.keys(dependencies),
    };
  });
}

function extract(content: string): ExtractedComponent[] {
  guardSize(content, 'packages.lock.json', MAX_MEGABYTES);
  const document = parseJson(content, 'packages.lock.json');
  if (!isRecord(document) || typeof document.version !== 'number' || !isRecord(document.dependencies)) {
    throw new ExtractError('packages.lock.json has no numeric "version" and "dependencies" object');
  }
  const components = new Map<string, ExtractedComponent>();
  for (const [framework, packages] of Object.entries(document.dependencies)) {
    const entries = entriesOf(framework, packages);
    const byName = new Map(entries.map((entry) => [entry.name.toLowerCase(), entry]));
    const isPackage = (name: string): boolean => byName.get(name)?.type !== 'Project' && byName.has(name);
    const relationOf = relationsOf({
      direct: entries.filter((entry) => entry.type === 'Direct').map((entry) => entry.name.toLowerCase()),
      dependencies: (name) => (byName.get(name)?.dependencies ?? []).map((d) => d.toLowerCase()).filter(isPackage),
      label: (name) => `${byName.get(name)?.name}@${byName.get(name)?.resolved}`,
      unreached: 'transitive',
    });
    for (const entry of entries) {
      if (entry.type === 'Project' || entry.resolved === null) continue;
      const key = `${entry.name.toLowerCase()}@${entry.resolved.toLowerCase()}`;
      const relation = entry.type === 'Direct' ? 'direct' : 'transitive';
      const chain = relation === 'transitive' ? relationOf(entry.name.toLowerCase()).introduced_through : null;
      const known = components.get(key);
      if (known) {
        if (relation === 'direct') {
          known.relation = 'direct';
          known.introduced_through = null;
        } else if (
          known.relation === 'transitive' &&
          chain &&
          (!known.introduced_through || chain.length < known.introduced_through.length)
        ) {
          known.introduced_through = chain;
        }
        continue;
      }
      components.set(key, componentOf('NuGet', entry.name, entry.resolved, { relation, introduced_through: chain }));
    }
  }
  return [...components.values()];
}

const FRAMEWORK = /^(net\d|netstandard|netcoreapp|\.NET|uap|monoandroid|xamarin|tizen|portable-)/i;

export const packagesLockJsonExtractor: Extractor = {
  format: 'packages.lock.json',
  accepts: (fileName) => baseName(fileName) === 'packages.lock.json',
  sniff: (content, fileName) => {
    if (content.length > MAX_MEGABYTES * 1024 * 1024 || !/^\s*\{/.test(content.slice(0, 1000))) return false;
    try {
      const document: unknown = JSON.parse(content);
      if (!isRecord(document) || typeof document.version !== 'number' || !isRecord(document.dependencies)) return false;
      const frameworks = Object.keys(document.dependencies);
      if (frameworks.length === 0) return baseName(fileName) === 'packages.lock.json';
      return frameworks.every((framework) => FRAMEWORK.test(framework));
    } catch {
      return false;
    }
  },
  extract: (content) => extract(content),
};
