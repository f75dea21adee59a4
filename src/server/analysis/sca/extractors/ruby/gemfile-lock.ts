import { componentOf } from '../../../components/component';
import { ExtractError, type Extractor } from '../../types';
import { indexesByName, relationsOf } from '../dependency-chains';
import { baseName, guardSize } from '../input';

type Spec = { name: string; version: string; dependencies: string[] };

/** Sections whose `specs:` list gems: rubygems.org and other gem servers, git checkouts, local paths. */
const SOURCES = new Set(['GEM', 'GIT', 'PATH', 'PLUGIN SOURCE']);
const SPEC = /^ {4}([^\s(]+) \(([^)\s]+)\)$/;
const SPEC_DEPENDENCY = /^ {6}([^\s(]+)(?: \([^)]*\))?$/;
const DIRECT = /^ {2}([^\s(!]+)!?(?: \([^)]*\))?!?$/;

/**
 * Reads the specs of every source section and the DEPENDENCIES section. A spec's version may carry the
 * platform it was built for (`nokogiri (1.18.9-x86_64-linux-gnu)`): as Bundler reads it, the version
 * is what precedes the first `-`, and the platforms of one version are one component.
 */
function parse(content: string): { specs: Spec[]; direct: string[] } {
  const specs = new Map<string, Spec>();
  const direct: string[] = [];
  let section = '';
  let inSpecs = false;
  let current: Spec | null = null;
  let sawSection = false;
  const lines = content.split(/\r?\n/);
  for (let index = 0; index < lines.length; index++) {
    const line = (lines[index] as string).trimEnd();
    if (line === '') continue;
    if (!line.startsWith(' ')) {
      section = line;
      sawSection ||= SOURCES.has(section) || section === 'DEPENDENCIES';
      inSpecs = false;
      current = null;
      continue;
    }
    if (section === 'DEPENDENCIES') {
      const match = DIRECT.exec(line);
      if (!match) throw new ExtractError(`Gemfile.lock line ${index + 1} is not a dependency: "${line.slice(0, 60)}"`);
      direct.push(match[1] as string);
      continue;
    }
    if (!SOURCES.has(section)) continue;
    if (/^ {2}\S/.test(line)) {
      inSpecs = line === '  specs:';
      current = null;
      continue;
    }
    if (!inSpecs) continue;
    const spec = SPEC.exec(line);
    if (spec) {
      const version = (spec[2] as string).split('-')[0] as string;
      const key = `${spec[1]}@${version}`;
      current = specs.get(key) ?? { name: spec[1] as string, version, dependencies: [] };
      specs.set(key, current);
      continue;
    }
    const dependency = SPEC_DEPENDENCY.exec(line);
    if (!dependency || !current) {
      throw new ExtractError(`Gemfile.lock line ${index + 1} is not a gem spec: "${line.slice(0, 60)}"`);
    }
    if (!current.dependencies.includes(dependency[1] as string)) current.dependencies.push(dependency[1] as string);
  }
  if (!sawSection) throw new ExtractError('Gemfile.lock has no GEM, GIT, PATH or DEPENDENCIES section');
  return { specs: [...specs.values()], direct };
}

/**
 * Gemfile.lock (Bundler). Every spec of the GEM, GIT and PATH sections is a component; the DEPENDENCIES
 * section names what the Gemfile asked for (direct); every other gem is transitive through the shortest
 * chain of specs from one of them.
 */
export const gemfileLockExtractor: Extractor = {
  format: 'Gemfile.lock',
  accepts: (fileName) => ['Gemfile.lock', 'gems.locked'].includes(baseName(fileName)),
  sniff: (content) => /^(?:GEM|GIT|PATH)\r?\n {2}remote: /m.test(content),
  extract(content) {
    guardSize(content, 'Gemfile.lock');
    const { specs, direct } = parse(content);
    const byName = indexesByName(specs.map((spec) => spec.name));
    const relationOf = relationsOf({
      direct: direct.flatMap((name) => byName.get(name) ?? []),
      dependencies: (index) => specs[index]?.dependencies.flatMap((name) => byName.get(name) ?? []) ?? [],
      label: (index) => `${specs[index]?.name}@${specs[index]?.version}`,
      unreached: 'transitive',
    });
    return specs.map((spec, index) => {
      const { relation, introduced_through } = relationOf(index);
      return componentOf('RubyGems', spec.name, spec.version, { relation, introduced_through });
    });
  },
};
