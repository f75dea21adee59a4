import fc from 'fast-check';

/** What a fuzzed write sends: a JSON value, or raw text with its own Content-Type. */
export type SentBody = { json: unknown } | { raw: string; contentType: string };

const FORBIDDEN = ['\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF'];

/** Strings no client input may turn into a 500: NUL, lone surrogates, odd unicode, very long ones. */
const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      '\uD800',
      'x\uDFFFy',
      '\uDBFF\uDFFF',
      '😀',
      '\u202Eevil',
      'null',
      '0',
      '-1',
      '1e309',
      'true',
      '<script>alert(1)</script>',
      "'; DROP TABLE projects; --",
      '%00',
      '../../etc/passwd',
      'http://127.0.0.1/',
    ),
  },
  { weight: 1, arbitrary: fc.nat({ max: 70_000 }).map((n) => 'x'.repeat(n)) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...FORBIDDEN), fc.string({ maxLength: 8 }))
      .map((parts) => parts.join('')),
  },
);

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** CONTRACT §9: whatever holds one of these in a field or a query parameter is a 400 on it. */
export function holdsForbidden(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 32, 9_999_999_999, 2 ** 53 + 2, 1e308, Number.MAX_SAFE_INTEGER),
);

/** Any JSON value a field should not hold: wrong types, null, nested junk, arrays and objects. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  number,
  nastyString,
  fc.array(fc.oneof(fc.constant(null), number, nastyString), { maxLength: 5 }),
  fc.dictionary(nastyString, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  fc.jsonValue({ maxDepth: 6 }),
);

const omit = (base: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(Object.entries(base).filter(([key]) => !keys.includes(key)));

/**
 * Bodies made from a valid-looking `base`: fields set to junk, required fields dropped, extra fields,
 * the whole body replaced (null, a number, an array where the object goes), text that is not JSON,
 * another Content-Type, and a body over the 1 MiB limit.
 */
export function mutatedBody(
  base: Record<string, unknown>,
  fields: string[],
  required: string[],
): fc.Arbitrary<SentBody> {
  const field = fc.constantFrom(...new Set([...fields, ...Object.keys(base)]));
  const arbitraries: fc.WeightedArbitrary<SentBody>[] = [
    {
      weight: 8,
      arbitrary: fc
        .array(fc.tuple(field, junk), { minLength: 1, maxLength: 3 })
        .map((sets) => ({ json: { ...base, ...Object.fromEntries(sets) } })),
    },
    {
      weight: 2,
      arbitrary: fc
        .dictionary(nastyString, junk, { minKeys: 1, maxKeys: 4 })
        .map((extra) => ({ json: { ...extra, ...base } })),
    },
    { weight: 2, arbitrary: junk.map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.constant({ json: [base] }) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.constantFrom('{', '{"name": }', '[1,]', 'nul', '{"a":1}{"b":2}', '\u0000').map((raw) => ({
          raw,
          contentType: 'application/json',
        })),
        fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml').map((contentType) => ({
          raw: 'name=x',
          contentType,
        })),
      ),
    },
    { weight: 1, arbitrary: fc.constant({ json: { ...base, name: 'x'.repeat(1024 * 1024 + 16) } }) },
  ];
  if (required.length > 0) {
    arbitraries.push({
      weight: 2,
      arbitrary: fc.subarray(required, { minLength: 1 }).map((keys) => ({ json: omit(base, keys) })),
    });
  }
  return fc.oneof(...arbitraries);
}

/** Past PostgreSQL's `integer` (ids), past 10 digits, not whole, not numbers, orderings odd and unknown. */
const BIG_IDS = ['2147483648', '4294967296', '9999999999', '99999999999999999999'];
const QUERY_VALUES = [...BIG_IDS, '0', '-1', '1.5', '1e3', 'true', 'maybe', '-name', 'name,-id', 'id,,', '-'];
/** Percent escapes that decode to no valid UTF-8 (or to NUL): the query parser's hard cases. */
const RAW_ESCAPES = ['%', '%zz', '%ED%A0%80', '%FF%FE', '%00', '%C0%80', 'a%2'];

/** A query string: known and unknown names, repeated names, junk values, raw escapes that do not decode. */
export function mutatedQuery(names: string[]): fc.Arbitrary<string> {
  const name = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: nastyString });
  const value = fc.oneof(nastyString, fc.integer().map(String), fc.constantFrom(...QUERY_VALUES));
  const pair = fc.oneof(
    { weight: 5, arbitrary: fc.tuple(name, value).map(([k, v]) => new URLSearchParams([[k, v]]).toString()) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(name, fc.constantFrom(...RAW_ESCAPES))
        .map(([k, raw]) => `${new URLSearchParams([[k, '']]).toString()}${raw}`),
    },
  );
  return fc.array(pair, { minLength: 1, maxLength: 6 }).map((pairs) => pairs.join('&'));
}

/** A path id that names no record: out of range, not a number, not decodable, or simply absent. */
export const junkId: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...BIG_IDS, '0', '-1', '1.5', '1e3', 'abc', '%20%31', '%00', '%ED%A0%80', '%D9%A1'),
  fc.integer({ min: 1_000_000, max: 2_147_483_647 }).map(String),
);
