import type { Queryable } from '../database';

/** The ids in `wanted` that have no row in `table`. */
export async function missingIds(
  db: Queryable,
  table: 'projects' | 'proprietors',
  wanted: number[],
): Promise<number[]> {
  if (wanted.length === 0) return [];
  const rows = await db.query<{ id: number }>(`SELECT id FROM ${table} WHERE id = ANY($1::int[])`, [wanted]);
  const found = new Set(rows.map((r) => r.id));
  return [...new Set(wanted)].filter((id) => !found.has(id));
}
