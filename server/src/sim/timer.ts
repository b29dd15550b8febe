// The clock of the delivery simulation: every tick applies the steps that have come due, across all
// companies, a bounded batch at a time so a tick never holds the database for long; in demo mode, moves the
// demo payment provider's invoices on (billing/invoices.ts; never outside it: only a signed payment notice
// settles an invoice there); now and then changes a pickup point (points/point-life.ts),
// a few a minute; and, in demo mode, brings in orders through the companies' modules (sim/module-orders.ts).
import type { SqlDb } from '../db/sql/sql-db';
import { invoicesRepo } from '../billing/invoices';
import { pointLifeTick } from '../points/point-life';
import { applyDue } from './apply-due';
import { moduleOrdersTick } from './module-orders';
import type { SimSettings } from './sim-env';

const BATCH = 1000;

export function startSimulator(db: SqlDb, settings: SimSettings, now: () => number = Date.now): { stop: () => void } {
  if (!settings.enabled) return { stop: () => {} };
  const payments = invoicesRepo(db);
  // A tick still running when the next is due is not doubled: the next one is skipped.
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void tick().finally(() => {
      running = false;
    });
  }, settings.tickMs);

  async function tick(): Promise<void> {
    try {
      await applyDue(db, { now: now(), failRate: settings.failRate, tracingId: null }, { limit: BATCH });
    } catch (error) {
      // A failed tick must not stop the clock; the next tick retries what was due.
      console.error('[sim] tick failed', error);
    }
    try {
      if (settings.payments) await payments.advanceDue(now());
    } catch (error) {
      console.error('[sim] payments tick failed', error);
    }
    try {
      await pointLifeTick(db, settings.tickMs, now());
    } catch (error) {
      console.error('[sim] points tick failed', error);
    }
    try {
      if (settings.moduleOrders) await moduleOrdersTick(db, settings.tickMs, now());
    } catch (error) {
      console.error('[sim] module orders tick failed', error);
    }
  }
  // The timer alone must not keep the process alive at shutdown.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
