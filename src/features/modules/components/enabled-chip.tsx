// Whether an integration brings orders in: a chip that says it in words, not colour alone.
import { Trans } from '@lingui/react/macro';
import { cn } from '../../../lib/cn';

export function EnabledChip({ enabled }: { enabled: boolean }) {
  return (
    <span className={cn('inline-block rounded-full px-2 py-0.5 text-xs whitespace-nowrap', enabled ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700')}>
      {enabled ? <Trans>On</Trans> : <Trans>Off</Trans>}
    </span>
  );
}
