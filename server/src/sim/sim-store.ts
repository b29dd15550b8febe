// The statements one simulation run needs, prepared once per run rather than once per order.
import type { Db } from '../db/db-type';
import { orderEventsRepo } from '../db/repos/order-events';
import { ordersRepo } from '../db/repos/orders';

export function simStore(db: Db) {
  const tariffMax = db.prepare<[number], { weight_max: number }>('SELECT weight_max FROM tariffs WHERE id = ?');
  return {
    db,
    orders: ordersRepo(db),
    events: orderEventsRepo(db),
    tariffWeightMax: (tariffId: number): number => tariffMax.get(tariffId)?.weight_max ?? Number.MAX_SAFE_INTEGER,
  };
}

export type SimStore = ReturnType<typeof simStore>;

/** When the simulation runs: `now` stamps updated_at; `tracingId` is the request that asked for it, if any. */
export type SimRun = { now: number; failRate: number; tracingId: string | null };
