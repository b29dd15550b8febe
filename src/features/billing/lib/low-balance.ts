// The shell's low-balance warning ("the calculation budget guard", docs/decisions/billing.md): money that would
// not cover the next order, judged by what recent orders were charged, or fewer than LOW_CALCULATIONS units.
// A balance below zero is said as such: orders still go out and are charged (shipping is post-paid), but
// calculation units cannot be bought until a top-up covers the debt (docs/decisions/billing.md "A negative
// balance").

export const LOW_CALCULATIONS = 10;

/** `negative`: the money balance is below zero (then `money` is true too). */
export type LowBalance = { money: boolean; negative: boolean; calculations: boolean };

/** `recentCharges`: what the last orders cost, newest first, in roubles (positive). */
export function lowBalance(money: number | undefined, calculations: number | undefined, recentCharges: number[]): LowBalance {
  const nextOrder = recentCharges.length ? Math.max(...recentCharges.slice(0, 10)) : 0;
  return {
    money: money !== undefined && (money <= 0 || money < nextOrder),
    negative: money !== undefined && money < 0,
    calculations: calculations !== undefined && calculations < LOW_CALCULATIONS,
  };
}

/** Whether the money account covers a purchase of units (the server's own rule: balance >= cost); undefined while
 *  either figure is unknown. */
export const coversPurchase = (money: number | undefined, cost: number | undefined): boolean | undefined =>
  money === undefined || cost === undefined ? undefined : money >= cost;
