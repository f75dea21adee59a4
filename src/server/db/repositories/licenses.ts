import type { License } from '../../../contract/licenses';
import type { Queryable } from '../database';
import { readModel } from '../read-model';

export const licenses = readModel<License, { category?: string; is_osi_approved?: boolean; is_deprecated?: boolean }>({
  table: 'licenses l',
  alias: 'l',
  columns: 'l.id, l.spdx_id, l.name, l.category, l.is_osi_approved, l.is_deprecated, l.url',
  searchColumns: ['l.spdx_id', 'l.name'],
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
