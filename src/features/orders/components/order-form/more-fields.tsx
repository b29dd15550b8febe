// Fields most orders leave empty, behind "More fields" so the form stays short (docs/decisions/orders.md
// "A short order form"). They open by themselves when one of them holds a value or a problem, so nothing
// typed or wrong is ever hidden.
import { useId, useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../../../lib/cn';
import { getPath } from '../../lib/order-draft';
import { useDraft } from './draft-context';

export function MoreFields({ paths, children }: { paths: readonly string[]; children: ReactNode }) {
  const { draft, problems } = useDraft();
  const [opened, setOpened] = useState(false);
  const regionId = useId();
  const needed = paths.some((path) => problems[path] || String(getPath(draft, path) ?? '').trim() !== '');
  const open = opened || needed;
  return (
    <>
      <div className="col-span-full">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={regionId}
          disabled={needed}
          onClick={() => setOpened(!opened)}
          className="inline-flex min-h-6 items-center gap-1 text-sm text-primary hover:underline disabled:text-slate-500 disabled:no-underline"
        >
          <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden />
          {open ? <Trans>Fewer fields</Trans> : <Trans>More fields</Trans>}
        </button>
      </div>
      <div id={regionId} className="contents">
        {open && children}
      </div>
    </>
  );
}
