import type { Queryable } from '../database';

/** Ids are PostgreSQL `integer`s: a larger number names no row, and PostgreSQL refuses it as a parameter. */
const MAX_ID = 2_147_483_647;
export const canExist = (id: number) => Number.isInteger(id) && id >= 1 && id <= MAX_ID;

/** The tables whose ids a request body may name. */
export type IdTable = 'projects' | 'proprietors' | 'policy_alerts' | 'secret_findings' | 'artifact_repositories';

/** The ids in `wanted` that have no row in `table`. */
export async function missingIds(db: Queryable, table: IdTable, wanted: number[]): Promise<number[]> {
  const possible = wanted.filter(canExist);
  if (possible.length === 0) return [...new Set(wanted)];
  const rows = await db.query<{ id: number }>(`SELECT id FROM ${table} WHERE id = ANY($1::int[])`, [possible]);
  const found = new Set(rows.map((r) => r.id));
  return [...new Set(wanted)].filter((id) => !found.has(id));
}
