// One area of the demo world (reference lists, accounts; later orders, points) that seeds once.
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
  /** Prepares what is not database work (password hashes) and returns the write, on the data layer through
   *  `tx`, the area's one transaction (seed/index.ts), which holds only database work. */
  prepare: (now: number, options: SeedOptions) => Promise<(tx: SqlDb) => Promise<void>>;
};
