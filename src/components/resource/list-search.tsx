// The search box over a resource list: it narrows the rows at once, and the URL follows when typing
// pauses (use-lazy-url-state.ts).
import { useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { Input } from '../ui/input';

type ListSearchProps = { label: string; value: string; onChange: (value: string) => void };

export function ListSearch({ label, value, onChange }: ListSearchProps) {
  return (
    <div role="search" className="max-w-sm">
      <label className="relative block">
        <span className="sr-only">{label}</span>
        <Search className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-slate-400" aria-hidden />
        <Input type="search" value={value} onChange={(event) => onChange(event.target.value)} placeholder={label} className="pl-8" />
      </label>
    </div>
  );
}

/** What the list says when the search leaves no row, with the way back to the whole list. */
export function NoMatches({ onClear }: { onClear: () => void }) {
  const { t } = useLingui();
  return (
    <p role="status" className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
      {t`Nothing matches the search.`}
      <button type="button" className="text-primary hover:underline" onClick={onClear}>
        {t`Clear filters`}
      </button>
    </p>
  );
}
