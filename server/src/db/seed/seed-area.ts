// One area of the demo world (reference lists, accounts; later orders, points) that seeds once.
import type { Db } from '../open';

/** Sizes of the demo world; each has a default, so tests seed the usual world. */
export type SeedOptions = { ordersPerCompany?: number; /** Pickup points (seed/points.ts). */ points?: number };

export type SeedArea = {
  name: string;
  /** Prepares what needs async work (password hashes) and returns the synchronous write. */
  prepare: (now: number, options: SeedOptions) => Promise<(db: Db) => void>;
};
