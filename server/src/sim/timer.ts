// The clock of the delivery simulation: every tick applies the steps that have come due, across all
// companies, a bounded batch at a time so a tick never holds the database for long; in demo mode, moves the
// demo payment provider's invoices on (billing/invoices.ts; never outside it: only a signed payment notice
// settles an invoice there); now and then changes a pickup point (points/point-life.ts),
// a few a minute; and, in demo mode, brings in orders through the companies' modules (sim/module-orders.ts).
// One instance runs each tick (docs/decisions/scale-out.md, "Periodic work").
import type { SqlDb } from '../db/sql/sql-db';
import type { Instance } from '../instances/instance';
import { startPeriodic } from '../instances/periodic';
import { invoicesRepo } from '../billing/invoices';
import { pointLifeTick } from '../points/point-life';
import { applyDue } from './apply-due';
import { moduleOrdersTick } from './module-orders';
import type { SimSettings } from './sim-env';

const BATCH = 1000;

export function startSimulator(db: SqlDb, instance: Instance, settings: SimSettings, now: () => number = Date.now): { stop: () => void } {
  if (!settings.enabled) return { stop: () => {} };
  const payments = invoicesRepo(db);

  async function tick(at: number): Promise<void> {
    try {
      await applyDue(db, { now: at, failRate: settings.failRate, tracingId: null }, { limit: BATCH });
    } catch (error) {
      // A failed tick must not stop the clock; the next tick retries what was due.
      console.error('[sim] tick failed', error);
    }
    try {
      if (settings.payments) await payments.advanceDue(at);
    } catch (error) {
      console.error('[sim] payments tick failed', error);
    }
    try {
      await pointLifeTick(db, settings.tickMs, at);
    } catch (error) {
      console.error('[sim] points tick failed', error);
    }
    try {
      if (settings.moduleOrders) await moduleOrdersTick(db, settings.tickMs, at);
    } catch (error) {
      console.error('[sim] module orders tick failed', error);
    }
  }
  // Once across instances, at its pace whatever their number; a tick still running when the next is due is not
  // doubled (instances/periodic.ts).
  const stop = startPeriodic(db, instance, { name: 'simulator', everyMs: settings.tickMs, run: tick }, now);
  return { stop };
}
