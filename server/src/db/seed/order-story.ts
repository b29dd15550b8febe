// The life of a seeded order up to now: the statuses it reached along its route, in real-world time
// from its creation, so old orders have arrived (or come back) and recent ones are on their way. Orders
// still moving get a next step a few demo minutes ahead, so the live simulation carries them on.
import type { OrderStatusKey } from '../../../../src/contract';
import { demoDwellMs, realDwellMs } from '../../sim/dwell';
import { SIM_ROUTES, type SimRoute } from '../../sim/routes';

/** How far back the seeded orders go, in days (demo-accounts.ts opens the money account before the first). */
export const SEED_ORDER_DAYS = 120;

/** normal: along its route; refused: uploadingError; cancelled: cancelled early; fresh: not uploaded yet. */
export type Fate = 'normal' | 'refused' | 'cancelled' | 'fresh';

export type StoryStep = { key: OrderStatusKey; at: number; step: number };
export type Story = { steps: StoryStep[]; simStep: number; nextStepAt: number | null };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export function storyOf(id: string, route: SimRoute, fate: Fate, createdAt: number, now: number, random: () => number): Story {
  const path = SIM_ROUTES[route];
  const steps: StoryStep[] = [{ key: 'uploading', at: createdAt, step: 0 }];
  if (fate === 'fresh') return { steps, simStep: 0, nextStepAt: now };
  let at = createdAt + MINUTE + Math.floor(random() * 10 * MINUTE);
  if (fate === 'refused') {
    steps.push({ key: 'uploadingError', at: Math.min(at, now), step: 0 });
    return { steps, simStep: 0, nextStepAt: null };
  }
  // A cancelled order is stopped soon after the service accepted it or received the parcel.
  const stop = fate === 'cancelled' ? 1 + Math.floor(random() * 2) : path.length - 1;
  let step = 1;
  for (; step <= stop && at <= now; step++) {
    steps.push({ key: path[step]!, at, step });
    if (step < stop) at += realDwellMs(path[step]!, id, step);
  }
  const last = steps[steps.length - 1]!;
  if (fate === 'cancelled' && last.step === stop) {
    const cancelAt = last.at + Math.floor(random() * 12 * HOUR);
    if (cancelAt <= now) {
      steps.push({ key: 'deliveryCanceled', at: cancelAt, step: last.step });
      return { steps, simStep: last.step, nextStepAt: null };
    }
  }
  if (last.step === path.length - 1) return { steps, simStep: last.step, nextStepAt: null };
  // Still moving: due within one demo dwell, spread so the seeded parcels do not all move at once.
  return { steps, simStep: last.step, nextStepAt: now + Math.floor(random() * demoDwellMs(last.key, id, last.step)) };
}
