/**
 * MSBuild project files (`*.csproj`, `*.fsproj`, `*.vbproj`): the `<PackageReference Include="…"
 * Version="…">` items a project asks for, all direct (the file has no graph). A version written as a
 * `$(Property)` is taken from the file's `<PropertyGroup>`s; an exact range `[1.2.3]` reads as 1.2.3.
 * A reference without a version (central package management, Directory.Packages.props) or with an
 * open range is left out: the file alone does not say which version is used.
 */
import { XMLParser } from 'fast-xml-parser';
import { componentOf } from '../../../components/component';
import type { ExtractedComponent } from '../../../components/types';
import { ExtractError, type Extractor } from '../../types';
import { baseName, guardSize, parseXml, refuseDoctype } from '../input';

const MAX_MEGABYTES = 10;
const parser = new XMLParser({
  processEntities: false,
  htmlEntities: false,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  ignoreDeclaration: true,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => name === 'ItemGroup' || name === 'PropertyGroup' || name === 'PackageReference',
});

type Item = Record<string, unknown>;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
const list = (value: unknown): Item[] =>
  Array.isArray(value) ? value.filter((v) => typeof v === 'object' && v !== null) : [];

function extract(content: string, path: string): ExtractedComponent[] {
  const fileLabel = baseName(path) || 'the project file';
  guardSize(content, fileLabel, MAX_MEGABYTES);
  refuseDoctype(content, fileLabel);
  const document = parseXml(parser, content, fileLabel) as { Project?: unknown };
  const project = document.Project;
  if (typeof project !== 'object' || project === null) throw new ExtractError(`${fileLabel} has no <Project> element`);
  const properties = new Map<string, string>();
  for (const group of list((project as Item).PropertyGroup)) {
    for (const [name, value] of Object.entries(group)) if (text(value)) properties.set(name, text(value) as string);
  }
  const components = new Map<string, ExtractedComponent>();
  for (const group of list((project as Item).ItemGroup)) {
    for (const reference of list(group.PackageReference)) {
      const name = text(reference['@Include']);
      let version = text(reference['@Version']) ?? text(reference.Version);
      if (!name || !version) continue;
      version = version.replace(/^\$\(([^()]+)\)$/, (whole, property: string) => properties.get(property) ?? whole);
      version = version.replace(/^\[([^,[\]()]+)\]$/, '$1');
      if (/[$[\](),*]/.test(version)) continue;
      const key = `${name.toLowerCase()}@${version.toLowerCase()}`;
      if (components.has(key)) continue;
      components.set(key, componentOf('NuGet', name, version, { relation: 'direct' }));
    }
  }
  return [...components.values()];
}

export const csprojExtractor: Extractor = {
  format: 'MSBuild project',
  accepts: (fileName) => /\.(cs|fs|vb)proj$/.test(baseName(fileName)),
  sniff: (content) => {
    const head = content.slice(0, 200_000);
    return /<Project[\s>]/.test(head) && head.includes('<PackageReference');
  },
  extract: (content, path) => extract(content, path),
};
