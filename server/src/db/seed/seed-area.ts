// One area of the demo world (reference lists, accounts; later orders, points) that seeds once.
import type { Db } from '../db-type';
import type { SqlDb } from '../sql/sql-db';

/** Sizes of the demo world; each has a default, so tests seed the usual world. */
export type SeedOptions = {
  ordersPerCompany?: number;
  /** Pickup points (seed/points.ts). */
  points?: number;
  /** Demo mode (DEMO); false seeds only what belongs to the delivery services, no demo company. Default true. */
  demo?: boolean;
};

export type SeedArea = {
  name: string;
  /** Part of the demo world (its companies, users with the published password, their data): skipped
   *  outside demo mode, so a real deployment starts with no account anyone knows the password of. */
  demoOnly?: boolean;
  /** Prepares what needs async work (password hashes) and returns the write: synchronous (bulk inserts on
   *  better-sqlite3) or on the data layer through `tx`, the area's one transaction, which holds both. */
  prepare: (now: number, options: SeedOptions) => Promise<(db: Db, tx: SqlDb) => void | Promise<void>>;
};
