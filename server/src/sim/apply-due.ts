// Runs the simulation over many orders in one transaction: `applyDue` takes every step that has come due
// (catching up, step by step, on time that passed while nothing ran), `forceStep` moves each moving order
// of a company one step now, due or not (the demo tick, for tests and impatient demos).
import type { Db } from '../db/db-type';
import type { OrderRow } from '../db/repos/order-row';
import { stepOrder } from './step';
import { simStore, type SimRun } from './sim-store';

export type DueScope = { companyId?: number; ids?: readonly string[]; limit?: number };

/** Enough for any route, so a corrupt row can never loop forever. */
const MAX_STEPS_PER_ORDER = 20;

export function applyDue(db: Db, run: SimRun, scope: DueScope = {}): number {
  const where = ['next_step_at IS NOT NULL', 'next_step_at <= ?'];
  const params: Array<string | number> = [run.now];
  if (scope.companyId !== undefined) {
    where.push('company_id = ?');
    params.push(scope.companyId);
  }
  if (scope.ids) {
    if (scope.ids.length === 0) return 0;
    where.push(`id IN (${scope.ids.map(() => '?').join(', ')})`);
    params.push(...scope.ids);
  }
  const store = simStore(db);
  return db.transaction(() => {
    const rows = db
      .prepare<unknown[], OrderRow>(`SELECT * FROM orders WHERE ${where.join(' AND ')} ORDER BY next_step_at LIMIT ?`)
      .all(...params, scope.limit ?? 1000);
    let steps = 0;
    for (const first of rows) {
      let row: OrderRow | null = first;
      for (let i = 0; i < MAX_STEPS_PER_ORDER && row?.next_step_at != null && row.next_step_at <= run.now; i++) {
        row = stepOrder(store, row, row.next_step_at, run);
        if (row) steps++;
      }
    }
    return steps;
  })();
}

export function forceStep(db: Db, run: SimRun, companyId: number): number {
  const store = simStore(db);
  return db.transaction(() => {
    const rows = db
      .prepare<[number], OrderRow>('SELECT * FROM orders WHERE company_id = ? AND next_step_at IS NOT NULL')
      .all(companyId);
    return rows.filter((row) => stepOrder(store, row, run.now, run) !== null).length;
  })();
}
