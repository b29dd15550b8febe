// A list's filters: in place on a wide screen; on a phone behind a "Filters (N)" button that opens them in a
// bottom sheet, so the first screen shows results (docs/decisions/phone.md). The filters apply as they
// change either way; the sheet's own button only closes it and says how many results there are.
import { useState, type ReactNode } from 'react';
import { Dialog as D } from 'radix-ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { SlidersHorizontal, X } from 'lucide-react';
import { useIsPhone } from '../../lib/hooks/use-media-query';
import { Button } from './button';

type FilterSheetProps = {
  /** How many filters are set (the search box, shown outside the sheet, not counted). */
  active: number;
  /** The results line the sheet's button reads, e.g. "Show 12 orders". */
  showLabel: string;
  onReset: () => void;
  /** What stays outside the sheet on a phone, before the filters on a wide screen (the search box). */
  outside?: ReactNode;
  /** What stays outside the sheet on a phone, after the filters on a wide screen (an export button). */
  after?: ReactNode;
  children: ReactNode;
};

export function FilterSheet({ active, showLabel, onReset, outside, after, children }: FilterSheetProps) {
  const { t } = useLingui();
  const phone = useIsPhone();
  const [open, setOpen] = useState(false);
  if (!phone) return <>{outside}{children}{after}</>;
  return (
    <div className="col-span-full flex items-end gap-2">
      <div className="min-w-0 flex-1">{outside}</div>
      {after}
      <D.Root open={open} onOpenChange={setOpen}>
        <D.Trigger asChild>
          <Button variant="secondary" className="h-11 shrink-0" data-active={active || undefined}>
            <SlidersHorizontal className="size-4" aria-hidden />
            {active ? t`Filters (${active})` : t`Filters`}
          </Button>
        </D.Trigger>
        <D.Portal>
          <D.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
          <D.Content
            data-slot="filter-sheet"
            aria-describedby={undefined}
            className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col rounded-t-2xl bg-white shadow-xl"
          >
            <div className="flex items-center justify-between border-b border-slate-200 px-4 py-2">
              <D.Title className="text-base font-semibold text-slate-900"><Trans>Filters</Trans></D.Title>
              <D.Close asChild>
                <Button variant="ghost" size="icon" className="size-11" aria-label={t`Close`}><X className="size-5" aria-hidden /></Button>
              </D.Close>
            </div>
            <div className="grid min-h-0 flex-1 grid-cols-1 content-start gap-3 overflow-y-auto p-4">{children}</div>
            <div className="flex gap-2 border-t border-slate-200 p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
              <Button variant="secondary" className="h-11 flex-1" disabled={!active} onClick={onReset}><Trans>Reset</Trans></Button>
              <D.Close asChild>
                <Button className="h-11 flex-[2]">{showLabel}</Button>
              </D.Close>
            </div>
          </D.Content>
        </D.Portal>
      </D.Root>
    </div>
  );
}
