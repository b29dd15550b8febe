// Rows read again from the store are new objects even when nothing in them changed; a memoized row
// component would re-render for each. Handing back the previous object for an unchanged row keeps it still.

/** `next` keyed by id, each row replaced by its previous object when the two hold the same data. */
export function reuseUnchanged<T extends { id: string }>(previous: ReadonlyMap<string, T> | undefined, next: readonly T[]): Map<string, T> {
  const rows = new Map<string, T>();
  for (const row of next) {
    const before = previous?.get(row.id);
    rows.set(row.id, before !== undefined && JSON.stringify(before) === JSON.stringify(row) ? before : row);
  }
  return rows;
}
