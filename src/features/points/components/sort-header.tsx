// A column header the list sorts by: a button that sorts by the column (a second click turns the order
// round), aria-sort on the header so screen readers say how the list is ordered.
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { PointSort, PointSortKey } from '../../../contract/point-filter';

type SortHeaderProps = { column: PointSortKey; label: string; sort: PointSort; onSort: (next: PointSort) => void };

export function SortHeader({ column, label, sort, onSort }: SortHeaderProps) {
  const active = sort.by === column;
  const Icon = !active ? ArrowUpDown : sort.desc ? ArrowDown : ArrowUp;
  return (
    <span role="columnheader" aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : 'none'}>
      <button
        type="button"
        onClick={() => onSort({ by: column, desc: active ? !sort.desc : false })}
        className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 hover:bg-slate-200/60 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary"
      >
        {label}
        <Icon className={active ? 'size-3.5 text-slate-900' : 'size-3.5 text-slate-400'} aria-hidden />
      </button>
    </span>
  );
}
