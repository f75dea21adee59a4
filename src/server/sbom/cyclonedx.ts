import { randomUUID } from 'node:crypto';
import { PackageURL } from 'packageurl-js';
import parse from 'spdx-expression-parse';

/** A vulnerability of a component as Argus stores it (the lead fills it from the database). */
export type SbomVulnerability = {
  vulnerability_id: string;
  aliases: string[];
  cvss3_score: number | null;
  cvss3_vector: string | null;
  severity: string | null;
  cwe: string | null;
  summary: string | null;
  fixed_version: string | null;
};

export type SbomComponent = {
  purl: string;
  name: string;
  version: string;
  /** SPDX ids, or names that are none (kept as the input wrote them). */
  licenses: string[];
  relation: 'direct' | 'transitive' | null;
  /** The files the component was found in. */
  paths: string[];
  vulnerabilities: SbomVulnerability[];
};

export type SbomInput = {
  projectName: string;
  argusVersion: string;
  components: SbomComponent[];
  /** Defaults to now; given by tests. */
  timestamp?: Date;
};

const SEVERITIES = new Set(['critical', 'high', 'medium', 'low', 'info', 'none', 'unknown']);
const osvUrl = (id: string) => `https://osv.dev/vulnerability/${encodeURIComponent(id)}`;

/** An SPDX license id on the list (not an expression, not a LicenseRef): CycloneDX takes it as `id`. */
function isSpdxId(license: string): boolean {
  if (license.startsWith('LicenseRef-')) return false;
  try {
    const node = parse(license);
    return 'license' in node && node.license === license && !node.plus && !node.exception;
  } catch {
    return false;
  }
}

/** CycloneDX splits Maven groups and npm scopes off the name (`group`); other ecosystems keep one name. */
function groupAndName(purl: string, name: string): { group?: string; name: string } {
  let type = '';
  try {
    type = PackageURL.fromString(purl).type;
  } catch {
    return { name };
  }
  const at = type === 'maven' ? name.indexOf(':') : type === 'npm' && name.startsWith('@') ? name.indexOf('/') : -1;
  return at > 0 ? { group: name.slice(0, at), name: name.slice(at + 1) } : { name };
}

function ratingOf(v: SbomVulnerability) {
  const severity = v.severity && SEVERITIES.has(v.severity.toLowerCase()) ? v.severity.toLowerCase() : 'unknown';
  if (v.cvss3_score === null && !v.cvss3_vector) return v.severity ? [{ severity, method: 'other' }] : [];
  const method = v.cvss3_vector?.startsWith('CVSS:3.1/') ? 'CVSSv31' : 'CVSSv3';
  return [
    {
      source: { name: 'OSV', url: osvUrl(v.vulnerability_id) },
      ...(v.cvss3_score === null ? {} : { score: v.cvss3_score }),
      severity,
      method,
      ...(v.cvss3_vector ? { vector: v.cvss3_vector } : {}),
    },
  ];
}

function vulnerabilitiesOf(components: SbomComponent[]) {
  const byId = new Map<string, { v: SbomVulnerability; affected: SbomComponent[] }>();
  for (const c of components) {
    for (const v of c.vulnerabilities) {
      const entry = byId.get(v.vulnerability_id) ?? { v, affected: [] };
      entry.affected.push(c);
      byId.set(v.vulnerability_id, entry);
    }
  }
  return [...byId.values()].map(({ v, affected }) => {
    const fixes = affected.flatMap((c) => {
      const fixed = c.vulnerabilities.find((x) => x.vulnerability_id === v.vulnerability_id)?.fixed_version;
      return fixed ? [{ c, fixed }] : [];
    });
    const distinct = [...new Set(fixes.map((f) => f.fixed))];
    const recommendation =
      distinct.length === 0
        ? undefined
        : distinct.length === 1 && affected.length === 1
          ? `Upgrade to ${distinct[0]}`
          : `Upgrade ${fixes.map((f) => `${f.c.name} to ${f.fixed}`).join('; ')}`;
    const cwe = Number(/^CWE-(\d+)$/i.exec(v.cwe ?? '')?.[1]);
    return {
      id: v.vulnerability_id,
      source: { name: 'OSV', url: osvUrl(v.vulnerability_id) },
      ...(v.aliases.length > 0
        ? { references: v.aliases.map((id) => ({ id, source: { name: 'OSV', url: osvUrl(id) } })) }
        : {}),
      ratings: ratingOf(v),
      ...(Number.isInteger(cwe) ? { cwes: [cwe] } : {}),
      ...(v.summary ? { description: v.summary } : {}),
      ...(recommendation ? { recommendation } : {}),
      affects: affected.map((c) => ({ ref: c.purl })),
    };
  });
}

/**
 * The project's components as a CycloneDX 1.6 JSON BOM (CONTRACT §16, `GET /api/projects/{id}/sbom/`):
 * each component with its purl as bom-ref, licenses (`id` for SPDX list ids, `name` for anything else),
 * Argus' relation and paths as properties; each vulnerability once, with the components it affects,
 * its CVSS v3 rating, CWE numbers and the upgrade that fixes it.
 */
export function cycloneDxDocument(input: SbomInput) {
  const components = [...new Map(input.components.map((c) => [c.purl, c])).values()];
  const vulnerabilities = vulnerabilitiesOf(components);
  return {
    $schema: 'http://cyclonedx.org/schema/bom-1.6.schema.json',
    bomFormat: 'CycloneDX',
    specVersion: '1.6',
    serialNumber: `urn:uuid:${randomUUID()}`,
    version: 1,
    metadata: {
      timestamp: (input.timestamp ?? new Date()).toISOString(),
      tools: { components: [{ type: 'application', name: 'Argus', version: input.argusVersion }] },
      component: { type: 'application', 'bom-ref': 'argus-project', name: input.projectName },
    },
    components: components.map((c) => ({
      type: 'library',
      'bom-ref': c.purl,
      ...groupAndName(c.purl, c.name),
      version: c.version,
      purl: c.purl,
      ...(c.licenses.length > 0
        ? { licenses: c.licenses.map((l) => ({ license: isSpdxId(l) ? { id: l } : { name: l } })) }
        : {}),
      properties: [
        ...(c.relation ? [{ name: 'argus:relation', value: c.relation }] : []),
        ...c.paths.map((path) => ({ name: 'argus:path', value: path })),
      ],
    })),
    ...(vulnerabilities.length > 0 ? { vulnerabilities } : {}),
  };
}
