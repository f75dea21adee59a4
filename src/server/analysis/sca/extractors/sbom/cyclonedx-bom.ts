import { licenseIds } from '../../../components/licenses';
import type { ExtractedComponent } from '../../../components/types';
import { ExtractError } from '../../types';
import { sbomRelations } from './sbom-relations';
import { packageOfPurl } from './purl-component';

/** The part of a CycloneDX BOM Argus reads, as the JSON format spells it (the XML reader builds the same). */
export type CdxLicense = { license?: { id?: unknown; name?: unknown }; expression?: unknown };
export type CdxComponent = {
  'bom-ref'?: unknown;
  name?: unknown;
  version?: unknown;
  purl?: unknown;
  licenses?: unknown;
  components?: unknown;
};
export type CdxBom = {
  metadata?: { component?: { 'bom-ref'?: unknown } };
  components?: unknown;
  dependencies?: unknown;
};

export const CYCLONEDX_VERSIONS = ['1.4', '1.5', '1.6'];
/** Components nest (a bundle inside its package); deeper than this is not a real BOM. */
const MAX_DEPTH = 32;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function licensesOf(value: unknown): string[] {
  const ids = list(value).flatMap((entry) => {
    const { license, expression } = (entry ?? {}) as CdxLicense;
    const declared = text(expression) ?? text(license?.id) ?? text(license?.name);
    return licenseIds(declared);
  });
  return [...new Set(ids)];
}

function flatten(value: unknown, depth: number, into: CdxComponent[]): void {
  if (depth > MAX_DEPTH) throw new ExtractError(`components are nested deeper than ${MAX_DEPTH} levels`);
  for (const entry of list(value)) {
    if (!entry || typeof entry !== 'object') continue;
    const component = entry as CdxComponent;
    into.push(component);
    flatten(component.components, depth + 1, into);
  }
}

function graphOf(dependencies: unknown): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const entry of list(dependencies)) {
    const { ref, dependsOn } = (entry ?? {}) as { ref?: unknown; dependsOn?: unknown };
    const from = text(ref);
    if (from) edges.set(from, [...(edges.get(from) ?? []), ...list(dependsOn).flatMap((to) => text(to) ?? [])]);
  }
  return edges;
}

/**
 * The components of a CycloneDX BOM (JSON model): every component with a purl of an ecosystem Argus
 * matches, nested ones included; the others (no purl, `pkg:generic`, `pkg:github`, …) are left out,
 * since nothing could match them. Relation from `dependencies` when the project's own component
 * (`metadata.component`) has its edges there, else null.
 */
export function componentsOfBom(bom: CdxBom): ExtractedComponent[] {
  const all: CdxComponent[] = [];
  flatten(bom.components, 0, all);
  const found = all.map((c) => {
    const purl = text(c.purl);
    return { c, purl, pkg: purl ? packageOfPurl(purl, text(c.version)) : undefined };
  });
  const labels = new Map<string, string>();
  for (const { c, pkg } of found) {
    const ref = text(c['bom-ref']);
    const name = pkg?.name ?? text(c.name);
    if (ref && name) labels.set(ref, `${name}@${pkg?.version ?? text(c.version) ?? ''}`);
  }
  const root = text(bom.metadata?.component?.['bom-ref']);
  const relation = sbomRelations(root ? [root] : [], graphOf(bom.dependencies), (ref) => labels.get(ref) ?? ref);
  const seen = new Set<string>();
  const components: ExtractedComponent[] = [];
  for (const { c, purl, pkg } of found) {
    if (!purl || !pkg || seen.has(purl)) continue;
    seen.add(purl);
    const ref = text(c['bom-ref']);
    components.push({
      ...pkg,
      purl,
      licenses: licensesOf(c.licenses),
      ...(ref ? relation(ref) : { relation: null, introduced_through: null }),
      released_at: null,
    });
  }
  return components;
}
