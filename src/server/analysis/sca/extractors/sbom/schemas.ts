import Ajv, { type AnySchema, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import bom14 from './schemas/bom-1.4.schema.json' with { type: 'json' };
import bom15 from './schemas/bom-1.5.schema.json' with { type: 'json' };
import bom16 from './schemas/bom-1.6.schema.json' with { type: 'json' };
import jsf from './schemas/jsf-0.82.schema.json' with { type: 'json' };
import spdxLicenses from './schemas/spdx.schema.json' with { type: 'json' };
import spdx23 from './schemas/spdx-2.3.schema.json' with { type: 'json' };

export type SchemaName = 'CycloneDX 1.4' | 'CycloneDX 1.5' | 'CycloneDX 1.6' | 'SPDX 2.3';

const SCHEMAS: Record<SchemaName, AnySchema> = {
  'CycloneDX 1.4': bom14,
  'CycloneDX 1.5': bom15,
  'CycloneDX 1.6': bom16,
  'SPDX 2.3': spdx23,
};

/**
 * ajv knows neither format the CycloneDX schemas use beside ajv-formats' own: `idn-email` (RFC 6531) is
 * read as "something@somewhere" without spaces, `iri-reference` (RFC 3987) as a string without white
 * space or control characters. Looser than the RFCs, never stricter.
 */
function addCycloneDxFormats(ajv: Ajv): void {
  ajv.addFormat('idn-email', /^[^\s@]+@[^\s@]+$/u);
  ajv.addFormat('iri-reference', /^[^\s\p{Cc}]*$/u);
}

function newAjv(strictSchema: boolean): Ajv {
  // strictRequired: 1.5 lists `required` properties inside oneOf branches that are defined beside them;
  // strictTuples: the schemas use `items` with `additionalItems` as JSON Schema draft-07 allows.
  const ajv = new Ajv({ strictSchema, strictRequired: false, strictTuples: false, allErrors: false, logger: false });
  addFormats(ajv);
  addCycloneDxFormats(ajv);
  // 1.6 annotates enums with descriptions under this keyword; it asserts nothing.
  ajv.addKeyword('meta:enum');
  ajv.addSchema(spdxLicenses as AnySchema);
  ajv.addSchema(jsf as AnySchema);
  return ajv;
}

let strict: Ajv | undefined;
let lenient: Ajv | undefined;
const compiled = new Map<SchemaName, ValidateFunction>();

/**
 * The validator of an official schema, compiled on first use and kept for the process (compiling the
 * CycloneDX 1.6 schema takes about a second). Strict mode stays on except where a schema
 * itself breaks it: bom-1.4 declares `additionalItems` beside a non-array `items`, which ajv's strict
 * mode refuses, so 1.4 is compiled with strictSchema off.
 */
export function validatorOf(name: SchemaName): ValidateFunction {
  const known = compiled.get(name);
  if (known) return known;
  if (name === 'CycloneDX 1.4') lenient = lenient ?? newAjv(false);
  else strict = strict ?? newAjv(true);
  const ajv = (name === 'CycloneDX 1.4' ? lenient : strict) as Ajv;
  const validate = ajv.compile(SCHEMAS[name]);
  compiled.set(name, validate);
  return validate;
}

/** The component types a CycloneDX version allows, from its official schema (the XML check uses them). */
export function componentTypes(version: '1.4' | '1.5' | '1.6'): readonly string[] {
  const schema = { '1.4': bom14, '1.5': bom15, '1.6': bom16 }[version] as {
    definitions: { component: { properties: { type: { enum: string[] } } } };
  };
  return schema.definitions.component.properties.type.enum;
}
