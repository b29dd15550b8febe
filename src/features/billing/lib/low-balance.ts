// The shell's low-balance warning ("the calculation budget guard", docs/decisions/billing.md): money that would
// not cover the next order, judged by what recent orders were charged, or fewer than LOW_CALCULATIONS units.

export const LOW_CALCULATIONS = 10;

export type LowBalance = { money: boolean; calculations: boolean };

/** `recentCharges`: what the last orders cost, newest first, in roubles (positive). */
export function lowBalance(money: number | undefined, calculations: number | undefined, recentCharges: number[]): LowBalance {
  const nextOrder = recentCharges.length ? Math.max(...recentCharges.slice(0, 10)) : 0;
  return {
    money: money !== undefined && (money <= 0 || money < nextOrder),
    calculations: calculations !== undefined && calculations < LOW_CALCULATIONS,
  };
}
