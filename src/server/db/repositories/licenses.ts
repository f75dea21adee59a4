import type { License } from '../../../contract/licenses';
import type { Queryable } from '../database';
import { type ListSql, listRows } from '../list-sql';

const COLUMNS = 'id, spdx_id, name, category, is_osi_approved, is_deprecated, url';

export type LicenseFilters = { category?: string; is_osi_approved?: boolean; is_deprecated?: boolean };

export function listLicenses(db: Queryable, list: ListSql<LicenseFilters>) {
  return listRows<License>(db, {
    table: 'licenses',
    columns: COLUMNS,
    searchColumns: ['spdx_id', 'name'],
    filters: {
      category: 'category = $?',
      is_osi_approved: 'is_osi_approved = $?',
      is_deprecated: 'is_deprecated = $?',
    },
    list,
  });
}

export async function getLicense(db: Queryable, id: number): Promise<License | undefined> {
  return (await db.query<License>(`SELECT ${COLUMNS} FROM licenses WHERE id = $1`, [id]))[0];
}

export async function countLicenses(db: Queryable): Promise<number> {
  return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM licenses'))[0]!.n;
}

export async function insertLicenses(db: Queryable, licenses: Omit<License, 'id'>[]): Promise<void> {
  const columns = ['spdx_id', 'name', 'category', 'is_osi_approved', 'is_deprecated', 'url'] as const;
  const params: unknown[] = [];
  const tuples = licenses.map((license) => {
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
