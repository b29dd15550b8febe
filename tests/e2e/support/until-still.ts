// Waits for a figure that is still moving (a count catching up, requests landing) to hold still: the same value
// twice in a row, `everyMs` apart. Answers that value.
import { expect } from '@playwright/test';

export async function untilStill(read: () => number | Promise<number>, everyMs: number, timeout = 60_000): Promise<number> {
  // No value yet: the first read is never "still", so two reads at least, `everyMs` apart.
  let last: number | undefined;
  await expect.poll(async () => {
    const now = await read();
    const still = now === last;
    last = now;
    return still;
  }, { intervals: [everyMs], timeout }).toBe(true);
  return last!;
}
