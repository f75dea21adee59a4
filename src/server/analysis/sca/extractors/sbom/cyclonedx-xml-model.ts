import { XMLParser } from 'fast-xml-parser';
import { ExtractError } from '../../types';
import { parseXml } from '../input';
import type { CdxBom, CdxComponent, CdxLicense } from './cyclonedx-bom';

type XmlNode = Record<string, unknown>;

/** The root's CycloneDX namespace, read from the text: the parser drops `xmlns` when it strips prefixes. */
const ROOT_NAMESPACE =
  /<(?:[\w.-]+:)?bom\b[^>]*?\sxmlns(?::[\w.-]+)?\s*=\s*["']http:\/\/cyclonedx\.org\/schema\/bom\/(\d+\.\d+)["']/;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  // No entity expansion at all (no billion laughs); CycloneDX text never needs more than the XML escapes.
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  maxNestedTags: 100,
});

/** A parsed CycloneDX XML document: its spec version (from the namespace) and the JSON model's shape. */
export type XmlBom = { version: string; bom: CdxBom; raw: XmlNode };

const node = (value: unknown): XmlNode => (value && typeof value === 'object' ? (value as XmlNode) : {});
/** Elements that may repeat: the parser gives one as an object, several as an array. */
const nodes = (value: unknown): XmlNode[] =>
  Array.isArray(value) ? value.map(node) : value !== undefined && value !== '' ? [node(value)] : [];
/** An element's text, whether the parser left it a string or an object with attributes beside `#text`. */
export const textOf = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : typeof node(value)['#text'] === 'string'
      ? (node(value)['#text'] as string)
      : undefined;

function licensesOf(licenses: unknown): CdxLicense[] {
  const holder = node(licenses);
  const expression = textOf(holder.expression);
  const listed = nodes(holder.license).map((l) => ({ license: { id: textOf(l.id), name: textOf(l.name) } }));
  return expression ? [...listed, { expression }] : listed;
}

function componentOf(xml: XmlNode): CdxComponent {
  return {
    'bom-ref': xml['@bom-ref'],
    name: textOf(xml.name),
    version: textOf(xml.version),
    purl: textOf(xml.purl),
    licenses: licensesOf(xml.licenses),
    components: nodes(node(xml.components).component).map(componentOf),
  };
}

/** The component elements of a `<components>` holder (the XML check walks the same list). */
export const componentElements = (holder: unknown): XmlNode[] => nodes(node(holder).component);

/**
 * Parses CycloneDX XML into the JSON model's shape, as far as Argus reads it (components, licenses,
 * purls, the dependency graph). Throws `ExtractError` when the XML is not well formed or its root is
 * not a CycloneDX `<bom>`.
 */
export function parseCycloneDxXml(content: string): XmlBom {
  const parsed = node(parseXml(parser, content));
  const raw = node(parsed.bom);
  const version = ROOT_NAMESPACE.exec(content)?.[1];
  if (!parsed.bom || !version) throw new ExtractError('the root element is not a CycloneDX <bom>');
  const dependencies = nodes(node(raw.dependencies).dependency).map((d) => ({
    ref: d['@ref'],
    dependsOn: nodes(d.dependency).map((to) => to['@ref']),
  }));
  const bom: CdxBom = {
    metadata: { component: { 'bom-ref': node(node(raw.metadata).component)['@bom-ref'] } },
    components: componentElements(raw.components).map(componentOf),
    dependencies,
  };
  return { version, bom, raw };
}
