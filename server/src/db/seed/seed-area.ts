// One area of the demo world (reference lists, accounts; later orders, points) that seeds once.
import type { Db } from '../open';

export type SeedArea = {
  name: string;
  /** Prepares what needs async work (password hashes) and returns the synchronous write. */
  prepare: (now: number) => Promise<(db: Db) => void>;
};
