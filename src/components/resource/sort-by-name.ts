// The default order of a resource list: what the user just created (not yet on the server, so without
// a version) stays on top, newest first as the overlay gives it; the rest by name as people read it.
type Named = { name?: string; version?: number };

export function sortByName<T extends Named>(rows: readonly T[], locale?: string): T[] {
  const isNew = (row: T) => typeof row.version !== 'number';
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return [...rows].sort((a, b) =>
    isNew(a) || isNew(b) ? Number(isNew(b)) - Number(isNew(a)) : collator.compare(a.name ?? '', b.name ?? ''),
  );
}
