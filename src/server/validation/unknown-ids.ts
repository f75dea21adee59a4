import type { Queryable } from '../db/database';
import { type IdTable, missingIds } from '../db/repositories/existing-ids';

/** DRF's message for a primary key that names no record. */
export const unknownPkError = (id: unknown) => `Invalid pk "${id}" - object does not exist.`;

/** The messages for the ids of `table` that have no row, once each; none when all exist. */
export async function unknownIds(db: Queryable, table: IdTable, ids: number[]): Promise<string[]> {
  return (await missingIds(db, table, ids)).map(unknownPkError);
}

/** Ids worth looking up: a list of positive whole numbers (anything else the schema already refused). */
export const idList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((id) => Number.isInteger(id) && id > 0);
