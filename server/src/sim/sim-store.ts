// What one simulation step needs, on the step's transaction.
import { sql } from 'kysely';
import { orderEventsRepo } from '../db/repos/order-events';
import { ordersRepo } from '../db/repos/orders';
import type { SqlDb } from '../db/sql/sql-db';

export function simStore(tx: SqlDb) {
  return {
    tx,
    orders: ordersRepo(tx),
    events: orderEventsRepo(tx),
    async tariffWeightMax(tariffId: number): Promise<number> {
      const row = await tx.get(sql<{ weight_max: number }>`SELECT weight_max FROM tariffs WHERE id = ${tariffId}`);
      return row ? Number(row.weight_max) : Number.MAX_SAFE_INTEGER;
    },
  };
}

export type SimStore = ReturnType<typeof simStore>;

/** When the simulation runs: `now` stamps updated_at; `tracingId` is the request that asked for it, if any. */
export type SimRun = { now: number; failRate: number; tracingId: string | null };
