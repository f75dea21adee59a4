import { stringify } from 'csv-stringify/sync';

/**
 * CONTRACT §13: a collection as CSV. Cells are the JSON record's fields, one column per field in the
 * record's order. Nested values, one rule for every collection: an array of plain values (strings,
 * numbers, booleans) is joined with `;` (`MIT;Apache-2.0`, as a spreadsheet splits it), anything else
 * nested (an object, an array holding objects) is its JSON text. null is an empty cell, booleans are
 * `true`/`false` as in the JSON. A text cell starting with = + - @ tab or CR gets a leading `'`
 * (OWASP's advice against formula injection; csv-stringify's `escape_formulas`); numbers are left alone.
 */

const plain = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

function cell(value: unknown): unknown {
  if (Array.isArray(value) && value.every(plain)) return value.map((v) => (v === null ? '' : String(v))).join(';');
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value;
}

const OPTIONS = {
  escape_formulas: true,
  cast: { boolean: (value: boolean) => (value ? 'true' : 'false') },
} as const;

/** The header row. */
const csvHeader = (columns: string[]) => stringify([columns], OPTIONS);

/** One batch of records as CSV lines, in `columns` order. */
const csvRows = (columns: string[], rows: readonly object[]) =>
  rows.length === 0
    ? ''
    : stringify(
        rows.map((row) => columns.map((name) => cell((row as Record<string, unknown>)[name]))),
        OPTIONS,
      );

/**
 * A streamed CSV body: the header, then each batch as it is read. Pull-driven, so a slow client
 * holds the next read back and no more than one batch is in memory at a time.
 */
export function csvStream(columns: string[], batches: AsyncIterator<readonly object[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let headerSent = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!headerSent) {
          headerSent = true;
          controller.enqueue(encoder.encode(csvHeader(columns)));
          return;
        }
        const next = await batches.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(csvRows(columns, next.value)));
      },
      async cancel() {
        await batches.return?.(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}
