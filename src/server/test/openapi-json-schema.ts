/**
 * OpenAPI 3.0 schema objects → JSON Schema (draft-07) that ajv understands, without loosening them:
 * `nullable` becomes a union with null, boolean `exclusiveMinimum`/`exclusiveMaximum` become the
 * numeric form, and `#/components/schemas/X` references point into `definitions`.
 */

type Schema = { [key: string]: unknown };

const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const SCHEMA_MAPS = ['properties', 'patternProperties', 'definitions'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf'];
const SCHEMAS = ['items', 'additionalProperties', 'not'];

function toJsonSchema(input: unknown): unknown {
  if (!isObject(input)) return input;
  const out: Schema = {};
  for (const [key, value] of Object.entries(input)) {
    if (key === 'nullable' || key === 'example') continue;
    if (key === '$ref' && typeof value === 'string') {
      out.$ref = value.replace(/^#\/components\/schemas\//, '#/definitions/');
    } else if (SCHEMA_MAPS.includes(key) && isObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, toJsonSchema(schema)]));
    } else if (SCHEMA_LISTS.includes(key) && Array.isArray(value)) {
      out[key] = value.map(toJsonSchema);
    } else if (SCHEMAS.includes(key)) {
      out[key] = toJsonSchema(value);
    } else {
      out[key] = value;
    }
  }
  for (const bound of ['Minimum', 'Maximum'] as const) {
    const exclusive = `exclusive${bound}`;
    const limit = bound.toLowerCase();
    if (typeof out[exclusive] === 'boolean') {
      if (out[exclusive]) out[exclusive] = out[limit];
      else delete out[exclusive];
      if (out[exclusive] !== undefined) delete out[limit];
    }
  }
  if (input.nullable !== true) return out;
  if (typeof out.type === 'string' && !out.$ref) {
    return {
      ...out,
      type: [out.type, 'null'],
      ...(Array.isArray(out.enum) ? { enum: [...out.enum, null] } : {}),
    };
  }
  return { anyOf: [out, { type: 'null' }] };
}

/** A response schema with the document's component schemas beside it, ready for ajv.compile. */
export function responseJsonSchema(schema: unknown, components: Record<string, unknown>): Schema {
  const definitions = Object.fromEntries(Object.entries(components).map(([name, s]) => [name, toJsonSchema(s)]));
  return { allOf: [toJsonSchema(schema)], definitions };
}
