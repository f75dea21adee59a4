import type { Database, Queryable } from './database';

const WRITE = /\b(?:INSERT\s+INTO|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?|ALTER\s+TABLE|DROP\s+TABLE|UPDATE)\s+(\w+)/gi;
const READ = /\b(?:FROM|JOIN)\s+(\w+)/gi;
/** Statements whose effects reach other tables through foreign keys (ON DELETE CASCADE / SET NULL). */
const CASCADING = /\b(?:DELETE\s+FROM|TRUNCATE|DROP\s+TABLE|ALTER\s+TABLE)\b/i;
/** Of those, the ones whose reach the foreign keys alone tell: a DELETE. The others change everything. */
const DELETE = /^\s*(?:WITH\b[\s\S]*?)?DELETE\s+FROM\b/i;
/** Statements that may change the foreign keys themselves. */
const SCHEMA_CHANGE = /\b(?:CREATE|DROP|ALTER)\s+TABLE\b/i;

const tablesIn = (sql: string, pattern: RegExp) =>
  [...sql.matchAll(pattern)].map((m) => m[1]!.toLowerCase()).filter((t) => t !== 'set');

/** What a statement's text says to the cache, read once per text: a service sends the same few hundred. */
type Reading = { writes: string[]; reads: string[]; schemaChange: boolean; cascading: boolean; isDelete: boolean };
const readings = new Map<string, Reading>();
const READINGS_KEPT = 2000;

function readingOf(sql: string): Reading {
  let reading = readings.get(sql);
  if (reading) return reading;
  reading = {
    writes: tablesIn(sql, WRITE),
    reads: [...new Set(tablesIn(sql, READ))],
    schemaChange: SCHEMA_CHANGE.test(sql),
    cascading: CASCADING.test(sql),
    isDelete: DELETE.test(sql),
  };
  // Statements built with values in their text (none should be) would otherwise grow this without bound.
  if (readings.size >= READINGS_KEPT) readings.clear();
  readings.set(sql, reading);
  return reading;
}

type Entry<T> = { value: T; stamp: string; at: number };

/**
 * What reads answered, remembered until a write: the full-list work of a page request (exact counts,
 * as CONTRACT §4 wants `count`, and for deep pages the ordered ids of the whole list, so that page
 * 500 is a slice instead of an OFFSET walk over 50 000 index entries) and small lookups (the token of
 * each request). An entry
 * holds until a write to any table its query reads goes through this process, or `ttlMs` passes (the
 * bound on staleness when another process shares a PostgreSQL database; Infinity on the embedded
 * database, which no other process writes). Writes made by triggers are not seen (migration 008).
 */
export class ReadCache {
  private readonly versions = new Map<string, number>();
  /** Bumped by statements that may change any table: everything remembered is then stale. */
  private cascades = 0;
  /**
   * Table → the tables a DELETE from it can change through foreign keys (ON DELETE CASCADE, SET NULL
   * or SET DEFAULT), transitively. Until learned, and after a schema change, a DELETE changes everything.
   */
  private deleteReach: Map<string, Set<string>> | undefined;
  /** The tables the foreign keys were learned over: a DELETE naming anything else changes everything. */
  private knownTables = new Set<string>();
  private readonly counts = new Map<string, Entry<number>>();
  private readonly idLists = new Map<string, Entry<number[]>>();
  private readonly lookups = new Map<string, Entry<readonly unknown[]>>();
  /** Reads under way, so that 20 requests arriving together for one list read it once. */
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(
    private readonly ttlMs: number,
    private readonly limits = { counts: 500, idLists: 16, lookups: 100 },
    private readonly clock: () => number = () => Date.now(),
  ) {}

  noteWrites(sql: string): string[] {
    const { writes: tables, schemaChange, cascading, isDelete } = readingOf(sql);
    if (tables.length === 0 && !cascading && !schemaChange) return tables;
    if (schemaChange) this.deleteReach = undefined;
    const changed = new Set(tables);
    // A target written `public.projects` or `"projects"` reads as `public` or not at all: not a known table.
    const understood = tables.length > 0 && tables.every((t) => this.knownTables.has(t));
    if (isDelete && this.deleteReach && understood) {
      for (const table of tables) for (const reached of this.deleteReach.get(table) ?? []) changed.add(reached);
    } else if (cascading) {
      this.cascades++;
    }
    for (const table of changed) this.versions.set(table, (this.versions.get(table) ?? 0) + 1);
    return tables;
  }

  /**
   * Reads the foreign keys, so that a DELETE forgets only what its cascades can reach: the delivery
   * worker's periodic prune of old attempts no longer makes every list recount. Call it once the
   * schema is migrated.
   */
  async learnForeignKeys(db: Queryable): Promise<void> {
    const edges = await db.query<{ parent: string; child: string }>(
      `SELECT confrelid::regclass::text AS parent, conrelid::regclass::text AS child
         FROM pg_constraint WHERE contype = 'f' AND confdeltype IN ('c', 'n', 'd')`,
    );
    const tables = await db.query<{ name: string }>(
      "SELECT c.oid::regclass::text AS name FROM pg_class c WHERE c.relkind IN ('r', 'p') AND c.relnamespace = current_schema()::regnamespace",
    );
    this.knownTables = new Set(tables.map((t) => t.name));
    const children = new Map<string, string[]>();
    for (const { parent, child } of edges) children.set(parent, [...(children.get(parent) ?? []), child]);
    const reach = new Map<string, Set<string>>();
    for (const table of children.keys()) {
      const seen = new Set<string>();
      const stack = [...children.get(table)!];
      for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
        if (seen.has(next)) continue;
        seen.add(next);
        stack.push(...(children.get(next) ?? []));
      }
      reach.set(table, seen);
    }
    this.deleteReach = reach;
  }

  /** `sql` answers one row with the count in `n`. */
  count(db: Queryable, sql: string, params: unknown[]): Promise<number> {
    return this.remember(this.counts, this.limits.counts, db, sql, params, (rows) => Number(rows[0]!.n));
  }

  /** `sql` answers one row with the ids in list order, comma-separated, in `ids` (null for none). */
  orderedIds(db: Queryable, sql: string, params: unknown[]): Promise<number[]> {
    return this.remember(this.idLists, this.limits.idLists, db, sql, params, (rows) => {
      const ids = rows[0]?.ids;
      return typeof ids === 'string' && ids !== '' ? ids.split(',').map(Number) : [];
    });
  }

  /**
   * A small query's rows (frozen: every caller shares them), remembered only where this cache is
   * exact: without a TTL, every write passes its wrapper. With a TTL another process may have written,
   * and a token it revoked must not pass once more, so the query is asked every time.
   */
  lookup<Row>(db: Queryable, sql: string, params: unknown[]): Promise<readonly Row[]> {
    if (this.ttlMs !== Infinity) return db.query<Row>(sql, params);
    return this.remember(this.lookups, this.limits.lookups, db, sql, params, (rows) =>
      Object.freeze(rows.map((row) => Object.freeze(row))),
    ) as Promise<readonly Row[]>;
  }

  private remember<T>(
    entries: Map<string, Entry<T>>,
    max: number,
    db: Queryable,
    sql: string,
    params: unknown[],
    read: (rows: Record<string, unknown>[]) => T,
  ): Promise<T> {
    const tables = readingOf(sql).reads;
    const stamp = () => `${this.cascades}:${tables.map((t) => this.versions.get(t) ?? 0).join(',')}`;
    const key = `${sql}\u0000${JSON.stringify(params)}`;
    const hit = entries.get(key);
    const age = hit !== undefined && hit.stamp === stamp() ? this.clock() - hit.at : Infinity;
    if (age < this.ttlMs) return Promise.resolve(hit!.value);

    const readAndKeep = async (): Promise<T> => {
      const before = stamp();
      const flightKey = `${key}\u0000${before}`;
      const running = this.inFlight.get(flightKey) as Promise<T> | undefined;
      if (running) return running;
      const reading = db.query(sql, params).then(read);
      this.inFlight.set(flightKey, reading);
      let value: T;
      try {
        value = await reading;
      } finally {
        this.inFlight.delete(flightKey);
      }
      // A write that landed while reading leaves the stamp changed: do not keep what may be stale.
      if (stamp() === before) {
        entries.delete(key);
        entries.set(key, { value, stamp: before, at: this.clock() });
        if (entries.size > max) entries.delete(entries.keys().next().value!);
      }
      return value;
    };

    const reading = readAndKeep();
    if (age < 2 * this.ttlMs) {
      // Just past its TTL with no write seen here: only another process's write can have made it
      // stale. The read is started and, meanwhile, the last answer given: requests do not queue
      // behind a recount of 100 000 rows every TTL. Older answers (an idle list) are read afresh.
      reading.catch(() => {
        if (entries.get(key) === hit) entries.delete(key);
      });
      return Promise.resolve(hit!.value);
    }
    return reading;
  }
}

/** Wraps a database so every write statement, in or out of a transaction, invalidates what the cache holds. */
export function withReadCache(db: Database, cache: ReadCache): Database & { readCache: ReadCache } {
  /** Inside a transaction: what it wrote, noted again at the commit. */
  type Written = { statements: string[] };
  const tracked = (q: Queryable, written?: Written): Queryable => ({
    query<Row>(sql: string, params?: unknown[]) {
      const tables = cache.noteWrites(sql);
      if (tables.length === 0 && !readingOf(sql).cascading) return q.query<Row>(sql, params);
      if (written) {
        written.statements.push(sql);
        return q.query<Row>(sql, params);
      }
      // Again once it is done: on PostgreSQL a read on another connection may have started between
      // the first note and the write, seen the old rows, and be about to remember them.
      return q.query<Row>(sql, params).finally(() => cache.noteWrites(sql));
    },
  });
  return {
    kind: db.kind,
    readCache: cache,
    ...tracked(db),
    async transaction(work) {
      const written: Written = { statements: [] };
      try {
        return await db.transaction((tx) => work(tracked(tx, written)));
      } finally {
        // After a commit, what other connections read before it is stale; after a rollback, what was
        // read inside the transaction (its own uncommitted rows) is.
        for (const sql of written.statements) cache.noteWrites(sql);
      }
    },
    close: () => db.close(),
  };
}
