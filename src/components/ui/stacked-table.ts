// A table that becomes a stack of cards on a phone (docs/decisions/phone.md): below Tailwind's `sm` each row is a
// small grid of its cells, the header row is kept for screen readers only, and nothing scrolls sideways. The
// explicit roles keep the table's semantics when its parts are no longer displayed as a table (browsers drop
// them for some display values). Each table places its cells in the row's grid with its own `max-sm:` classes.
export const STACKED = {
  table: 'w-full text-left text-sm max-sm:block',
  head: 'max-sm:sr-only',
  body: 'max-sm:block',
  /** Two columns: what the row is (left, wide) and its figure (right). */
  row: 'max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:items-baseline max-sm:gap-x-3 max-sm:gap-y-0.5 max-sm:px-3 max-sm:py-2.5',
  cell: 'max-sm:block max-sm:p-0',
} as const;
