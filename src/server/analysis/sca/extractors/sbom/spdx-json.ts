import { licenseIds } from '../../../components/licenses';
import type { ExtractedComponent } from '../../../components/types';
import { type Extractor, ExtractError } from '../../types';
import { parseJson } from '../input';
import { sbomRelations } from './sbom-relations';
import { packageOfPurl } from './purl-component';
import { looksLikeSpdxJson } from './sniff';

type SpdxPackage = {
  SPDXID?: unknown;
  name?: unknown;
  versionInfo?: unknown;
  licenseConcluded?: unknown;
  licenseDeclared?: unknown;
  externalRefs?: unknown;
};
type SpdxRef = { referenceCategory?: unknown; referenceType?: unknown; referenceLocator?: unknown };
type SpdxRelationship = { spdxElementId?: unknown; relationshipType?: unknown; relatedSpdxElement?: unknown };

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const purlOf = (p: SpdxPackage): string | undefined =>
  list(p.externalRefs)
    .map((r) => (r ?? {}) as SpdxRef)
    .filter((r) => r.referenceType === 'purl' && /^PACKAGE[-_]MANAGER$/.test(String(r.referenceCategory)))
    .map((r) => text(r.referenceLocator))
    .find(Boolean);

/** The concluded license when the document concludes one, else the declared one (NOASSERTION says nothing). */
function licensesOf(p: SpdxPackage): string[] {
  const concluded = licenseIds(text(p.licenseConcluded));
  return concluded.length > 0 ? concluded : licenseIds(text(p.licenseDeclared));
}

function graphOf(document: Record<string, unknown>): { roots: string[]; edges: Map<string, string[]> } {
  const roots = new Set(list(document.documentDescribes).flatMap((id) => text(id) ?? []));
  const edges = new Map<string, string[]>();
  const add = (from: string, to: string) => edges.set(from, [...(edges.get(from) ?? []), to]);
  for (const entry of list(document.relationships)) {
    const r = (entry ?? {}) as SpdxRelationship;
    const [a, type, b] = [text(r.spdxElementId), r.relationshipType, text(r.relatedSpdxElement)];
    if (!a || !b) continue;
    if (type === 'DESCRIBES' && a === text(document.SPDXID)) roots.add(b);
    if (type === 'DESCRIBED_BY' && b === text(document.SPDXID)) roots.add(a);
    if (type === 'DEPENDS_ON') add(a, b);
    if (type === 'DEPENDENCY_OF') add(b, a);
  }
  return { roots: [...roots], edges };
}

/**
 * SPDX 2.3 JSON (`*.spdx.json`): every package with a purl external reference (category
 * PACKAGE-MANAGER, or PACKAGE_MANAGER as some tools write it) of an ecosystem Argus matches; packages
 * without one, or of another purl type, are left out, and so are the packages the document describes
 * (the subject itself). Relation from DEPENDS_ON / DEPENDENCY_OF edges below the DESCRIBES targets,
 * null when the document has no such edges.
 */
export const spdxJson: Extractor = {
  format: 'SPDX JSON',
  accepts: (fileName) => /\.spdx\.json$/i.test(fileName),
  sniff: (content) => looksLikeSpdxJson(content),
  extract(content) {
    const document = (parseJson(content) ?? {}) as Record<string, unknown>;
    if (document.spdxVersion !== 'SPDX-2.3') {
      throw new ExtractError(`SPDX version ${JSON.stringify(document.spdxVersion)} is not supported (SPDX-2.3 is)`);
    }
    const packages = list(document.packages).map((p) => (p ?? {}) as SpdxPackage);
    const labels = new Map<string, string>();
    for (const p of packages) {
      const id = text(p.SPDXID);
      if (id) labels.set(id, `${text(p.name) ?? id}@${text(p.versionInfo) ?? ''}`);
    }
    const { roots, edges } = graphOf(document);
    const relation = sbomRelations(roots, edges, (id) => labels.get(id) ?? id);
    const rootSet = new Set(roots);
    const seen = new Set<string>();
    const components: ExtractedComponent[] = [];
    for (const p of packages) {
      const id = text(p.SPDXID);
      const purl = purlOf(p);
      const found = purl ? packageOfPurl(purl, text(p.versionInfo)) : undefined;
      if (!purl || !found || seen.has(purl) || (id && rootSet.has(id))) continue;
      seen.add(purl);
      components.push({
        ...found,
        purl,
        licenses: licensesOf(p),
        ...(id ? relation(id) : { relation: null, introduced_through: null }),
        released_at: null,
      });
    }
    return components;
  },
};
