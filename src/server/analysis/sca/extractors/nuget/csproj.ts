/**
 * MSBuild project files (`*.csproj`, `*.fsproj`, `*.vbproj`): the `<PackageReference Include="…"
 * Version="…">` items a project asks for, all direct (the file has no graph). A version written as a
 * `$(Property)` is taken from the file's `<PropertyGroup>`s; an exact range `[1.2.3]` reads as 1.2.3.
 * A reference without a version (central package management, Directory.Packages.props) or with an
 * open range is left out: the file alone does not say which version is used.
 */
import { XMLParser } from 'fast-xml-parser';
import { purlOf } from '../../purl';
import { type ExtractedComponent, ExtractError, type Extractor } from '../../types';

const MAX_BYTES = 10_000_000;
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

function extract(content: string): ExtractedComponent[] {
  if (content.length > MAX_BYTES) throw new ExtractError(`the file is larger than ${MAX_BYTES} bytes`);
  if (/<!DOCTYPE|<!ENTITY/i.test(content))
    throw new ExtractError('the file declares a DOCTYPE or entities; it is not read');
  let document: { Project?: unknown };
  try {
    document = parser.parse(content, true);
  } catch (error) {
    throw new ExtractError(`the file is not well-formed XML: ${(error as Error).message.split('\n')[0]}`);
  }
  const project = document.Project;
  if (typeof project !== 'object' || project === null) throw new ExtractError('the file has no <Project> element');
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
      components.set(key, {
        ecosystem: 'NuGet',
        name,
        version,
        purl: purlOf('NuGet', name, version),
        licenses: [],
        relation: 'direct',
        introduced_through: null,
        released_at: null,
      });
    }
  }
  return [...components.values()];
}

const baseName = (fileName: string): string => fileName.slice(fileName.replace(/\\/g, '/').lastIndexOf('/') + 1);

export const csprojExtractor: Extractor = {
  format: 'MSBuild project',
  accepts: (fileName) => /\.(cs|fs|vb)proj$/.test(baseName(fileName)),
  sniff: (content) => {
    const head = content.slice(0, 200_000);
    return /<Project[\s>]/.test(head) && head.includes('<PackageReference');
  },
  extract: (content) => extract(content),
};
