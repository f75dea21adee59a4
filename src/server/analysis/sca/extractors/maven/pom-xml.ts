/**
 * Maven's pom.xml (https://maven.apache.org/pom.html): the dependencies a project declares, all direct.
 *
 * - `<dependencies>` are components whatever their scope (a test-scoped library still runs in the
 *   build); `<dependencyManagement>` only pins versions: an entry there is not a component, but its
 *   version fills a dependency of the same file that names none.
 * - `${property}` is replaced from `<properties>`, and `${project.version}`, `${project.groupId}`,
 *   `${project.parent.version}` (the project's version is its parent's when it declares none);
 *   substitution stops after a few rounds, so properties that refer to each other cannot loop.
 * - Offline, the parent pom and imported BOMs cannot be read: a dependency whose version stays unknown
 *   (managed by the parent or a BOM, or a property the file does not define) or is a range is left out.
 *   The Extractor contract gives no way to report such entries, so they are silently omitted; the
 *   other components of the file are still returned.
 * - A DOCTYPE is refused before parsing and entities are never expanded, so an entity-expansion bomb
 *   ("billion laughs") costs nothing.
 */
import { XMLParser } from 'fast-xml-parser';
import { componentOf } from '../../../components/component';
import type { ExtractedComponent } from '../../../components/types';
import { ExtractError, type Extractor } from '../../types';
import { baseName, guardSize, parseXml, refuseDoctype } from '../input';

const MAX_MEGABYTES = 10;
const MAX_ROUNDS = 10;
const MAX_VALUE = 1_000;
const DEPENDENCY_PATHS = new Set([
  'project.dependencies.dependency',
  'project.dependencyManagement.dependencies.dependency',
]);

const parser = new XMLParser({
  processEntities: false,
  htmlEntities: false,
  ignoreAttributes: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (_name, jpath) => DEPENDENCY_PATHS.has(String(jpath)),
});

type Dependency = { groupId?: unknown; artifactId?: unknown; version?: unknown; scope?: unknown };
type Pom = {
  groupId?: unknown;
  version?: unknown;
  parent?: { groupId?: unknown; version?: unknown };
  properties?: Record<string, unknown>;
  dependencies?: { dependency?: Dependency[] };
  dependencyManagement?: { dependencies?: { dependency?: Dependency[] } };
};

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** `${name}` references replaced from the table; undefined when one stays unresolved. */
function substituter(table: Map<string, string>): (value: string | undefined) => string | undefined {
  return (value) => {
    let current = value;
    for (let round = 0; current?.includes('${') && round < MAX_ROUNDS; round++) {
      current = current.replace(/\$\{([^${}]+)\}/g, (whole, name: string) => table.get(name) ?? whole);
      if (current.length > MAX_VALUE) return undefined;
    }
    return current?.includes('${') ? undefined : current;
  };
}

function propertiesOf(pom: Pom): Map<string, string> {
  const table = new Map<string, string>();
  if (typeof pom.properties === 'object' && pom.properties !== null) {
    for (const [name, value] of Object.entries(pom.properties)) {
      const defined = text(value);
      if (defined !== undefined) table.set(name, defined);
    }
  }
  const parentVersion = text(pom.parent?.version);
  const version = text(pom.version) ?? parentVersion;
  const groupId = text(pom.groupId) ?? text(pom.parent?.groupId);
  for (const [names, value] of [
    [['project.version', 'pom.version', 'version'], version],
    [['project.parent.version', 'parent.version'], parentVersion],
    [['project.groupId', 'pom.groupId', 'groupId'], groupId],
  ] as const) {
    for (const name of names) if (value !== undefined && !table.has(name)) table.set(name, value);
  }
  return table;
}

function extract(content: string): ExtractedComponent[] {
  guardSize(content, 'pom.xml', MAX_MEGABYTES);
  refuseDoctype(content, 'pom.xml');
  const document = parseXml(parser, content, 'pom.xml') as { project?: Pom | string };
  const pom = document.project;
  if (typeof pom !== 'object' || pom === null) throw new ExtractError('pom.xml has no <project> element');
  const resolve = substituter(propertiesOf(pom));

  const managed = new Map<string, string>();
  for (const entry of pom.dependencyManagement?.dependencies?.dependency ?? []) {
    if (text(entry.scope) === 'import') continue;
    const groupId = resolve(text(entry.groupId));
    const artifactId = resolve(text(entry.artifactId));
    const version = resolve(text(entry.version));
    if (groupId && artifactId && version) managed.set(`${groupId}:${artifactId}`, version);
  }

  const components = new Map<string, ExtractedComponent>();
  for (const entry of pom.dependencies?.dependency ?? []) {
    const groupId = resolve(text(entry.groupId));
    const artifactId = resolve(text(entry.artifactId));
    if (!groupId || !artifactId) continue;
    const name = `${groupId}:${artifactId}`;
    const version = resolve(text(entry.version)) ?? managed.get(name);
    if (!version || /^[[(]/.test(version)) continue;
    const key = `${name}@${version}`;
    if (components.has(key)) continue;
    components.set(key, componentOf('Maven', name, version, { relation: 'direct' }));
  }
  return [...components.values()];
}

export const pomXmlExtractor: Extractor = {
  format: 'pom.xml',
  accepts: (fileName) => baseName(fileName) === 'pom.xml',
  sniff: (content) => {
    const head = content.slice(0, 200_000);
    if (!/<project[\s>]/.test(head)) return false;
    return head.includes('http://maven.apache.org/POM/4.0.0') || (/<groupId>/.test(head) && /<artifactId>/.test(head));
  },
  extract: (content) => extract(content),
};
