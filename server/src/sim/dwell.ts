// How long a parcel stays in each status. Live orders move in demo time (minutes, so a new order is
// seen to travel while someone watches); seeded orders move in real-world days (so their age matches
// their status). A per-order jitter keeps a batch of orders from moving in lockstep.
import type { OrderStatusKey } from '../../../src/contract';
import { hashUnit } from '../lib/random';

const SECOND = 1000;
const DAY = 24 * 60 * 60 * 1000;

/** Demo time. A new or resent order reaches its service a few seconds later (the first tick after that), as
 *  with a real one: an edit queued right behind its create on a device that was offline still finds it
 *  editable (update-order.ts). */
const DEMO_MS: Partial<Record<OrderStatusKey, number>> = {
  uploading: 3 * SECOND,
  uploaded: 20 * SECOND,
  onPointIn: 40 * SECOND,
  onWay: 90 * SECOND,
  onPointOut: 30 * SECOND,
  readyForRecipient: 60 * SECOND,
  delivering: 45 * SECOND,
  problem: 60 * SECOND,
  returnedFromDelivery: 40 * SECOND,
  partialReturn: 40 * SECOND,
  returnReady: 40 * SECOND,
  returning: 90 * SECOND,
};

/** Real-world time, for the seed (and the seeded orders' promised terms: seed/order-promise.ts). */
export const REAL_DAYS: Partial<Record<OrderStatusKey, number>> = {
  uploading: 0.001,
  uploaded: 0.3,
  onPointIn: 1,
  onWay: 3,
  onPointOut: 0.5,
  readyForRecipient: 2.5,
  delivering: 0.4,
  problem: 3,
  returnedFromDelivery: 1,
  partialReturn: 1,
  returnReady: 2,
  returning: 6,
};

/** 0.6 to 1.4 times the base, the same for the same order and step. */
const jitter = (orderId: string, step: number) => 0.6 + 0.8 * hashUnit(`${orderId}/${step}`);

export const demoDwellMs = (key: OrderStatusKey, orderId: string, step: number): number =>
  Math.round((DEMO_MS[key] ?? 60 * SECOND) * jitter(orderId, step));

export const realDwellMs = (key: OrderStatusKey, orderId: string, step: number): number =>
  Math.round((REAL_DAYS[key] ?? 1) * DAY * jitter(orderId, step));
