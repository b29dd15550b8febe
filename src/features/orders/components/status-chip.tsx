// An order's status as a coloured chip: green delivered, red failures, grey cancelled, blue on the way.
import { cn } from '../../../lib/cn';
import { useKeyNames } from '../../../session/use-key-names';

const TONES: Record<string, string> = {
  delivered: 'bg-emerald-100 text-emerald-800',
  uploadingError: 'bg-red-100 text-red-800',
  problem: 'bg-red-100 text-red-800',
  lost: 'bg-red-100 text-red-800',
  deliveryCanceled: 'bg-slate-200 text-slate-700',
  returned: 'bg-slate-200 text-slate-700',
  uploading: 'bg-amber-100 text-amber-800',
};

export function StatusChip({ statusKey }: { statusKey: string }) {
  const name = useKeyNames('statuses');
  return (
    <span data-slot="status-chip" data-status={statusKey} className={cn('inline-block rounded-full px-2 py-0.5 text-xs whitespace-nowrap', TONES[statusKey] ?? 'bg-sky-100 text-sky-800')}>
      {name(statusKey)}
    </span>
  );
}
