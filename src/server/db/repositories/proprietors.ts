import type { Proprietor } from '../../../contract/catalog';
import type { Queryable } from '../database';

export async function proprietorNameTaken(db: Queryable, name: string, exceptId = 0): Promise<boolean> {
  return (
    (await db.query('SELECT 1 FROM proprietors WHERE lower(name) = lower($1) AND id <> $2', [name, exceptId])).length >
    0
  );
}

export async function insertProprietor(db: Queryable, name: string): Promise<Proprietor> {
  return (await db.query<Proprietor>('INSERT INTO proprietors (name) VALUES ($1) RETURNING id, name', [name]))[0]!;
}

export async function renameProprietor(db: Queryable, id: number, name: string): Promise<Proprietor | undefined> {
  return (
    await db.query<Proprietor>('UPDATE proprietors SET name = $2 WHERE id = $1 RETURNING id, name', [id, name])
  )[0];
}

export async function deleteProprietor(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('DELETE FROM proprietors WHERE id = $1 RETURNING id', [id])).length > 0;
}

export async function proprietorById(db: Queryable, id: number): Promise<Proprietor | undefined> {
  return (await db.query<Proprietor>('SELECT id, name FROM proprietors WHERE id = $1', [id]))[0];
}
