// The fields of one item as label/value pairs; empty values show a dash so a row never looks broken.
import type { ReactNode } from 'react';

export type Detail = { label: string; value: ReactNode };

const isBlank = (value: ReactNode) => value === null || value === undefined || value === '';

export function DetailsList({ items }: { items: Detail[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[minmax(8rem,14rem)_minmax(0,1fr)]">
      {items.map(({ label, value }) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-500">{label}</dt>
          <dd className="-mt-2 text-slate-900 wrap-anywhere sm:mt-0">{isBlank(value) ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
