import type { ErrorObject } from 'ajv';
import { ExtractError } from '../../types';
import { parseJson } from '../input';
import { CYCLONEDX_VERSIONS } from './cyclonedx-bom';
import { componentElements, parseCycloneDxXml, textOf } from './cyclonedx-xml-model';
import { componentTypes, type SchemaName, validatorOf } from './schemas';
import { looksLikeCycloneDxJson, looksLikeCycloneDxXml, looksLikeSpdxJson } from './sniff';

/** `/components/3/purl` → `components[3].purl`, as a reader of the document would write it. */
function pathOf(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

function inWords(error: ErrorObject): string {
  const path = pathOf(error.instancePath) || '(document)';
  const allowed = error.keyword === 'enum' ? ` (${(error.params.allowedValues as unknown[]).join(', ')})` : '';
  return `${path}: ${error.message ?? 'is invalid'}${allowed}`;
}

function schemaProblem(name: SchemaName, document: unknown): string | null {
  const validate = validatorOf(name);
  if (validate(document)) return null;
  const first = validate.errors?.[0];
  return `not a valid ${name} document: ${first ? inWords(first) : 'the schema refuses it'}`;
}

/** Why a reader refused the content, for the checks that answer in words rather than throw. */
const reasonOf = (error: unknown): string => (error instanceof ExtractError ? error.message : String(error));

function jsonProblem(content: string): string | null {
  let document: unknown;
  try {
    document = parseJson(content);
  } catch (error) {
    return reasonOf(error);
  }
  const { bomFormat, specVersion, spdxVersion } = (document ?? {}) as Record<string, unknown>;
  if (bomFormat === 'CycloneDX') {
    if (typeof specVersion !== 'string' || !CYCLONEDX_VERSIONS.includes(specVersion)) {
      return `CycloneDX specVersion ${JSON.stringify(specVersion)} is not supported (1.4, 1.5 and 1.6 are)`;
    }
    return schemaProblem(`CycloneDX ${specVersion}` as SchemaName, document);
  }
  if (spdxVersion !== 'SPDX-2.3') return `SPDX version ${JSON.stringify(spdxVersion)} is not supported (SPDX-2.3 is)`;
  return schemaProblem('SPDX 2.3', document);
}

/**
 * CycloneDX XML is not checked against its XSD (there is no XSD validator in the stack). What is
 * checked: well-formed XML, a `<bom>` root in the namespace of 1.4, 1.5 or 1.6, a `version` attribute
 * that is a positive integer when present, and every component (nested ones too) with a `type` the
 * version's JSON schema allows and a `<name>` — what Argus needs to read the file honestly.
 */
function xmlProblem(content: string): string | null {
  let parsed: ReturnType<typeof parseCycloneDxXml>;
  try {
    parsed = parseCycloneDxXml(content);
  } catch (error) {
    return reasonOf(error);
  }
  const { version, raw } = parsed;
  if (!CYCLONEDX_VERSIONS.includes(version)) {
    return `CycloneDX XML ${version} is not supported (1.4, 1.5 and 1.6 are)`;
  }
  const serial = raw['@version'];
  if (serial !== undefined && !/^[1-9]\d*$/.test(String(serial))) return 'bom: version must be a positive integer';
  const types = componentTypes(version as '1.4' | '1.5' | '1.6');
  const walk = (holder: unknown, path: string, depth: number): string | null => {
    if (depth > 32) return `${path}: components are nested deeper than 32 levels`;
    const elements = componentElements(holder);
    for (const [i, element] of elements.entries()) {
      const at = `${path}[${i}]`;
      const type = element['@type'];
      if (typeof type !== 'string' || !types.includes(type)) {
        return `${at}.type: must be one of the allowed values (${types.join(', ')})`;
      }
      if (!textOf(element.name)) return `${at}: must have a name`;
      const nested = walk(element.components, `${at}.components`, depth + 1);
      if (nested) return nested;
    }
    return null;
  };
  const problem = walk(raw.components, 'components', 0);
  return problem && `not a valid CycloneDX ${version} XML document: ${problem}`;
}

/**
 * What is wrong with an uploaded SBOM, in words with the JSON path of the first error
 * (`not a valid CycloneDX 1.6 document: components[3].purl: must be string`), validated against the
 * official schemas; null when the content is a valid SBOM or no SBOM at all (a lockfile, a manifest).
 * The upload endpoint answers 400 with it.
 */
export function sbomProblem(content: string, fileName: string): string | null {
  if (looksLikeCycloneDxJson(content) || looksLikeSpdxJson(content)) return jsonProblem(content);
  if (looksLikeCycloneDxXml(content)) return xmlProblem(content);
  if (/\.(cdx|bom|spdx)\.json$/i.test(fileName) && content.trimStart().startsWith('{')) {
    try {
      parseJson(content);
    } catch (error) {
      return reasonOf(error);
    }
  }
  return null;
}
