// The dashboard's orders needing attention (docs/decisions/orders.md "Needing attention"): a count for each
// reason, counted on the device (offline too), each a link to the order list filtered by it.
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Card } from '../../components/ui/card';
import { useAttentionCounts } from '../orders/data/use-attention-counts';
import { ATTENTION_REASONS, type AttentionFilter } from '../orders/lib/attention';
import { ATTENTION_HINTS, ATTENTION_NAMES } from '../orders/lib/attention-names';
import { cn } from '../../lib/cn';

export function NeedsAttention() {
  const { t, i18n } = useLingui();
  const counts = useAttentionCounts();
  const headingId = 'needs-attention-heading';
  const item = (reason: AttentionFilter) => {
    const count = counts?.[reason];
    return (
      <li key={reason}>
        <Link
          to="/orders" search={{ attention: reason }} data-testid={`attention-${reason}`}
          className={cn('flex h-full flex-col gap-0.5 rounded-md border p-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary',
            'max-sm:min-h-11 max-sm:flex-row max-sm:flex-wrap max-sm:items-center max-sm:justify-between max-sm:py-2',
            count ? 'border-amber-300 bg-amber-50/60' : 'border-slate-200')}
        >
          <span className="text-sm font-medium">{i18n._(ATTENTION_NAMES[reason])}</span>
          <span className="text-2xl font-semibold max-sm:text-xl" data-testid="attention-count">{count === undefined ? '—' : count.toLocaleString(i18n.locale)}</span>
          <span className="text-xs text-slate-600 max-sm:hidden">{i18n._(ATTENTION_HINTS[reason])}</span>
        </Link>
      </li>
    );
  };
  return (
    // On a phone it comes first: what needs doing before the figures.
    <Card className="flex flex-col gap-3 max-sm:order-1" aria-labelledby={headingId} role="region">
      <h2 id={headingId} className="text-lg font-semibold">{t`Orders needing attention`}</h2>
      <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-5">
        {(['any', ...ATTENTION_REASONS] as const).map(item)}
      </ul>
    </Card>
  );
}
