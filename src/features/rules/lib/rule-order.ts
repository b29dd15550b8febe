// The order rules apply in (priority 1 first), and the new order after a one-step move, which the
// server takes as the full list of ids (PUT .../priority/update).

type Ranked = { id: string; priority?: number };

/** Priority order. A rule not yet on the server has no priority and goes last, where the server puts it. */
export function byPriority<T extends Ranked>(rules: readonly T[]): T[] {
  const rank = (r: Ranked) => (typeof r.priority === 'number' ? r.priority : Number.POSITIVE_INFINITY);
  return [...rules].sort((a, b) => rank(a) - rank(b));
}

/** The ids with `id` moved one place up (-1) or down (+1); null when it is already at that end. */
export function moveOneStep(ids: readonly string[], id: string, step: -1 | 1): string[] | null {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

export const sameOrder = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/** Compared over the ids both lists hold: a rule hidden here by a queued delete, or made here and not
 *  yet sent, is in only one of them and says nothing about whether a new order has arrived. */
export function sameOrderOfCommon(a: readonly string[], b: readonly string[]): boolean {
  const inA = new Set(a);
  const inB = new Set(b);
  return sameOrder(a.filter((id) => inB.has(id)), b.filter((id) => inA.has(id)));
}
