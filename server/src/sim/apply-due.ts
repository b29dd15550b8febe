// Runs the simulation over many orders: `applyDue` takes every step that has come due (catching up, step by
// step, on time that passed while nothing ran), `forceStep` moves each moving order of a company one step now,
// due or not (the demo tick, for tests and impatient demos). Each order's steps are one transaction on its row
// read locked (with its charge, billing/order-charges.ts), so two ticks at once (each instance runs the timer)
// never take one step twice: the second waits for the first and then reads the order as the first left it.
import { sql, type RawBuilder } from 'kysely';
import type { OrderRow } from '../db/repos/order-row';
import { forUpdate } from '../db/sql/dialect';
import type { SqlDb } from '../db/sql/sql-db';
import { commitVersion, type Stamp } from '../db/sql/versions';
import { stepOrder } from './step';
import { simStore, type SimRun } from './sim-store';

export type DueScope = { companyId?: number; ids?: readonly string[]; limit?: number };

/** Enough for any route, so a corrupt row can never loop forever. */
const MAX_STEPS_PER_ORDER = 20;

/** Steps one order in one transaction while `next` says which step to take on the row as it now is (null:
 *  none); answers how many it took. */
function stepLocked(db: SqlDb, id: string, run: SimRun, next: (row: OrderRow, taken: number) => number | null): Promise<number> {
  return db.tx(async (tx) => {
    const store = simStore(tx);
    let row = await tx.get(sql<OrderRow>`SELECT * FROM orders WHERE id = ${id} ${forUpdate(tx.dialect)}`);
    const stamps: Stamp[] = [];
    let taken = 0;
    for (let at = row && next(row, 0); row && at != null && taken < MAX_STEPS_PER_ORDER; at = next(row, taken)) {
      const stepped = await stepOrder(store, row, at, run);
      if (!stepped) break;
      row = stepped.row;
      stamps.push(...stepped.stamps);
      taken++;
    }
    if (stamps.length) await commitVersion(tx, stamps);
    return taken;
  });
}

export async function applyDue(db: SqlDb, run: SimRun, scope: DueScope = {}): Promise<number> {
  if (scope.ids?.length === 0) return 0;
  const where: RawBuilder<unknown>[] = [sql`next_step_at IS NOT NULL`, sql`next_step_at <= ${run.now}`];
  if (scope.companyId !== undefined) where.push(sql`company_id = ${scope.companyId}`);
  if (scope.ids) where.push(sql`id IN (${sql.join([...scope.ids])})`);
  const due = await db.all(sql<{ id: string }>`
    SELECT id FROM orders WHERE ${sql.join(where, sql` AND `)} ORDER BY next_step_at LIMIT ${scope.limit ?? 1000}`);
  let steps = 0;
  for (const { id } of due) {
    steps += await stepLocked(db, id, run, (row) => (row.next_step_at != null && row.next_step_at <= run.now ? row.next_step_at : null));
  }
  return steps;
}

/** One step of each moving order, taken only on the order as it was listed: a step another tick took
 *  meanwhile counts for this one. */
export async function forceStep(db: SqlDb, run: SimRun, companyId: number): Promise<number> {
  const moving = await db.all(sql<Pick<OrderRow, 'id' | 'sim_step' | 'status_key'>>`
    SELECT id, sim_step, status_key FROM orders WHERE company_id = ${companyId} AND next_step_at IS NOT NULL`);
  let moved = 0;
  for (const seen of moving) {
    moved += await stepLocked(db, seen.id, run, (row, taken) =>
      taken === 0 && row.next_step_at != null && row.sim_step === seen.sim_step && row.status_key === seen.status_key ? run.now : null);
  }
  return moved;
}
