// The server's one way to the database, SQLite or PostgreSQL alike (docs/decisions/database.md): statements
// as Kysely's `sql` templates or builders, read with `all`/`get`, written with `run`, grouped with `tx`. On
// PostgreSQL a transaction that loses a serialization race (40001) or a deadlock (40P01) runs again, so a
// caller writes each transaction as if it were alone. Inside a transaction only database work is done (no
// calls out, no timers, no files): on SQLite its statements then run without yielding to another request.
import type { Kysely, RawBuilder, Transaction } from 'kysely';

export type SqlDialect = 'sqlite' | 'postgres';

export type Isolation = 'read committed' | 'repeatable read' | 'serializable';

export type TxOptions = {
  /** PostgreSQL refuses writes in it, and a reader's snapshot is taken once (with 'repeatable read'). */
  readOnly?: boolean;
  /** PostgreSQL's; SQLite's transactions are serializable already (one writer). */
  isolation?: Isolation;
};

/** A statement the layer runs: a `sql` template, compiled for the database at hand when it runs. */
export type Statement<Row> = RawBuilder<Row>;

export type SqlDb = {
  readonly dialect: SqlDialect;
  /** Kysely itself, for its builders and its migrator; inside `tx`, the transaction's. */
  readonly kysely: Kysely<any>;
  all<Row>(statement: Statement<Row>): Promise<Row[]>;
  get<Row>(statement: Statement<Row>): Promise<Row | undefined>;
  /** How many rows the statement wrote. */
  run(statement: Statement<unknown>): Promise<number>;
  /** `fn` runs in one transaction; a `tx` inside it joins the outer one. */
  tx<T>(fn: (tx: SqlDb) => Promise<T>, options?: TxOptions): Promise<T>;
  /** False once closed: work that outlives its app (a timer, a queued job) then stops quietly. */
  isOpen(): boolean;
  close(): Promise<void>;
};

/** SQLSTATEs after which PostgreSQL asks the transaction to be run again. */
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 8;

export const isRetryable = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && RETRYABLE.has((error as { code?: unknown }).code as string);

type LayerState = { open: boolean };

function layer(dialect: SqlDialect, k: Kysely<any>, inTx: boolean, state: LayerState): SqlDb {
  const self: SqlDb = {
    dialect,
    kysely: k,
    all: async (statement) => (await statement.execute(k)).rows,
    get: async (statement) => (await statement.execute(k)).rows[0],
    run: async (statement) => Number((await statement.execute(k)).numAffectedRows ?? 0n),
    tx: (fn, options = {}) => (inTx ? fn(self) : runTx(dialect, k, fn, options, state)),
    isOpen: () => state.open,
    close: async () => {
      state.open = false;
      await k.destroy();
    },
  };
  return self;
}

async function runTx<T>(dialect: SqlDialect, k: Kysely<any>, fn: (tx: SqlDb) => Promise<T>, options: TxOptions, state: LayerState): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    let builder = k.transaction();
    if (dialect === 'postgres') {
      if (options.isolation) builder = builder.setIsolationLevel(options.isolation);
      if (options.readOnly) builder = builder.setAccessMode('read only');
    }
    try {
      return await builder.execute((trx: Transaction<any>) => fn(layer(dialect, trx, true, state)));
    } catch (error) {
      if (!isRetryable(error) || attempt >= MAX_ATTEMPTS) throw error;
      // A short, growing, jittered pause lets the transaction that won finish first.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
    }
  }
}

/** The layer over a Kysely instance of either dialect. */
export const sqlDb = (dialect: SqlDialect, k: Kysely<any>): SqlDb => layer(dialect, k, false, { open: true });
