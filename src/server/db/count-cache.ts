import type { Database, Queryable } from './database';

const WRITE = /\b(?:INSERT\s+INTO|DELETE\s+FROM|TRUNCATE\s+(?:TABLE\s+)?|ALTER\s+TABLE|DROP\s+TABLE|UPDATE)\s+(\w+)/gi;
const READ = /\b(?:FROM|JOIN)\s+(\w+)/gi;

const tablesIn = (sql: string, pattern: RegExp) =>
  [...sql.matchAll(pattern)].map((m) => m[1]!.toLowerCase()).filter((t) => t !== 'set');

/**
 * Exact list counts are the one full-table cost of a page request (CONTRACT §4 wants `count`). This
 * remembers a count until a write to any table it reads goes through this process, or `ttlMs`
 * passes (the bound on staleness when another process shares a PostgreSQL database).
 */
export class CountCache {
  private readonly versions = new Map<string, number>();
  private readonly entries = new Map<string, { count: number; stamp: string; at: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly clock: () => number = () => Date.now(),
  ) {}

  noteWrites(sql: string): string[] {
    const tables = tablesIn(sql, WRITE);
    for (const table of tables) this.versions.set(table, (this.versions.get(table) ?? 0) + 1);
    return tables;
  }

  async count(db: Queryable, sql: string, params: unknown[]): Promise<number> {
    const tables = [...new Set(tablesIn(sql, READ))];
    const stamp = () => tables.map((t) => this.versions.get(t) ?? 0).join(',');
    const key = `${sql}\u0000${JSON.stringify(params)}`;
    const hit = this.entries.get(key);
    if (hit && hit.stamp === stamp() && this.clock() - hit.at < this.ttlMs) return hit.count;
    const before = stamp();
    const rows = await db.query<{ n: number }>(sql, params);
    const count = rows[0]!.n;
    // A write that landed while counting leaves the stamp changed: do not keep what may be stale.
    if (stamp() === before) {
      this.entries.delete(key);
      this.entries.set(key, { count, stamp: before, at: this.clock() });
      if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    }
    return count;
  }
}

/** Wraps a database so every write statement, in or out of a transaction, invalidates cached counts. */
export function withCountCache(db: Database, cache: CountCache): Database & { counts: CountCache } {
  const tracked = (q: Queryable, written?: Set<string>): Queryable => ({
    query: (sql, params) => {
      for (const table of cache.noteWrites(sql)) written?.add(table);
      return q.query(sql, params);
    },
  });
  return {
    kind: db.kind,
    counts: cache,
    ...tracked(db),
    async transaction(work) {
      const written = new Set<string>();
      const result = await db.transaction((tx) => work(tracked(tx, written)));
      // Counts taken by other connections before the commit are stale now too.
      for (const table of written) cache.noteWrites(`UPDATE ${table}`);
      return result;
    },
    close: () => db.close(),
  };
}
