import type { License } from '../../../contract/licenses';
import type { Queryable } from '../database';
import { readModel } from '../read-model';

export const licenses = readModel<License, { category?: string; is_osi_approved?: boolean; is_deprecated?: boolean }>({
  table: 'licenses l',
  alias: 'l',
  columns: 'l.id, l.spdx_id, l.name, l.category, l.is_osi_approved, l.is_deprecated, l.url',
  searchColumns: ['l.spdx_id', 'l.name'],
  // "MIT" finds MIT first, then MIT-0, MIT-CMU…, then the names that contain it (Apple MIT License…).
  searchRank: `CASE WHEN lower(l.spdx_id) = $search THEN 0 WHEN starts_with(lower(l.spdx_id), $search) THEN 1 ELSE 2 END`,
  filters: {
    category: 'l.category = $?',
    is_osi_approved: 'l.is_osi_approved = $?',
    is_deprecated: 'l.is_deprecated = $?',
  },
  ordering: { spdx_id: 'l.spdx_id', name: 'l.name', category: 'l.category', id: 'l.id' },
  defaultOrdering: 'spdx_id',
});

export async function countLicenses(db: Queryable): Promise<number> {
  return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM licenses'))[0]!.n;
}

export async function insertLicenses(db: Queryable, rows: Omit<License, 'id'>[]): Promise<void> {
  const columns = ['spdx_id', 'name', 'category', 'is_osi_approved', 'is_deprecated', 'url'] as const;
  const params: unknown[] = [];
  const tuples = rows.map((license) => {
    const slots = columns.map((column) => {
      params.push(license[column]);
      return `$${params.length}`;
    });
    return `(${slots.join(', ')})`;
  });
  await db.query(
    `INSERT INTO licenses (${columns.join(', ')}) VALUES ${tuples.join(', ')} ON CONFLICT (spdx_id) DO NOTHING`,
    params,
  );
}

/** Gives rows still at `unknown` the category named for their SPDX id; returns how many changed. */
export async function reclassifyUnknownLicenses(
  db: Queryable,
  rows: Pick<License, 'spdx_id' | 'category'>[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const changed = await db.query<{ id: number }>(
    `UPDATE licenses l SET category = c.category
       FROM unnest($1::text[], $2::text[]) AS c(spdx_id, category)
      WHERE l.spdx_id = c.spdx_id AND l.category = 'unknown'
      RETURNING l.id`,
    [rows.map((r) => r.spdx_id), rows.map((r) => r.category)],
  );
  return changed.length;
}
