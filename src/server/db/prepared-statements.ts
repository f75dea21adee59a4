import { type PGlite, parse, protocol } from '@electric-sql/pglite';

/** Data statements are prepared; DDL, BEGIN, SET and the like run as PGlite runs them. */
const DATA_STATEMENT = /^\s*(?:SELECT|INSERT|UPDATE|DELETE|WITH)\b/i;
/**
 * Multi-row inserts (a chunk of SCA alerts has 500 rows × 12 parameters) differ in text with every
 * chunk size, are planned for one use, and a plan of that size holds about half a megabyte of
 * PGlite's memory, which never shrinks: those run unnamed, as PGlite runs them.
 */
const MAX_PREPARED_PARAMETERS = 32;

/** Whether a statement goes through `PreparedStatements`. */
export function preparable(sql: string, params: unknown[]): boolean {
  return params.length <= MAX_PREPARED_PARAMETERS && DATA_STATEMENT.test(sql);
}

/**
 * A prepared statement the server no longer holds in that shape: its result columns changed (ALTER
 * TABLE) or it is gone (DEALLOCATE). Prepared again, it works.
 */
const STALE_STATEMENT = new Set(['0A000', '26000']);

type Statement = { name: string; paramTypes: number[] };

/**
 * Named prepared statements on PGlite. `PGlite.query` parses and plans every call afresh and talks
 * to the backend in six round trips; here a statement is parsed and described once, then each call
 * is one Bind/Describe/Execute/Sync exchange. A page of 100 dependencies went from ~1.0 to ~0.8 ms,
 * the token lookup from ~0.13 to ~0.04 ms. Parameters are serialized and rows parsed by PGlite's
 * own serializers and parsers, as `query` does.
 *
 * The caller holds PGlite's query lock (and, outside a transaction, its transaction lock).
 */
export class PreparedStatements {
  private readonly byText = new Map<string, Statement>();
  private counter = 0;

  constructor(
    private readonly pglite: PGlite,
    private readonly max = 200,
  ) {}

  get size(): number {
    return this.byText.size;
  }

  /** `inTransaction`: the error of a stale statement has then aborted the transaction, so no retry. */
  async run<Row>(sql: string, params: unknown[], inTransaction = false): Promise<Row[]> {
    const statement = await this.prepared(sql);
    try {
      return await this.execute<Row>(statement, params);
    } catch (error) {
      if (!STALE_STATEMENT.has((error as { code?: string }).code ?? '')) throw error;
      await this.forget(sql, statement);
      if (inTransaction) throw error;
      return this.execute<Row>(await this.prepared(sql), params);
    }
  }

  private async prepared(sql: string): Promise<Statement> {
    const known = this.byText.get(sql);
    if (known) {
      // Most recently used last, so the first entry is the one to close when full.
      this.byText.delete(sql);
      this.byText.set(sql, known);
      return known;
    }
    const name = `argus_${++this.counter}`;
    const { messages } = await this.pglite.execProtocol(
      concat([
        protocol.serialize.parse({ name, text: sql }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    this.byText.set(sql, statement);
    if (this.byText.size > this.max) {
      const [oldestSql, oldest] = this.byText.entries().next().value!;
      await this.forget(oldestSql, oldest);
    }
    return statement;
  }

  private async execute<Row>(statement: Statement, params: unknown[]): Promise<Row[]> {
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serialize = this.pglite.serializers[statement.paramTypes[i]!];
      return serialize ? serialize(param) : String(param);
    });
    const { messages } = await this.pglite.execProtocol(
      concat([
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return parse.parseResults(messages, this.pglite.parsers)[0]!.rows as Row[];
  }

  private async forget(sql: string, statement: Statement): Promise<void> {
    this.byText.delete(sql);
    // Inside a failed transaction the backend refuses even this; the name is then only unused.
    await this.pglite
      .execProtocol(
        concat([protocol.serialize.close({ type: 'S', name: statement.name }), protocol.serialize.sync()]),
        { syncToFs: false },
      )
      .catch(() => undefined);
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
