// Status history: every status the order went through, newest on top, with the service's own words.
import { Trans, useLingui } from '@lingui/react/macro';
import { useOrderHistory } from '../../data/use-order-history';
import { StatusChip } from '../status-chip';
import { RemoteState } from './remote-state';

export function StatusHistory({ orderId, version }: { orderId: string; version: number }) {
  const { i18n } = useLingui();
  const history = useOrderHistory(orderId, 'status-history', version);
  if (history.state !== 'ready') return <RemoteState remote={history} />;
  if (!history.items.length) return <p className="text-sm text-slate-600"><Trans>No statuses yet.</Trans></p>;
  return (
    <ol className="flex flex-col gap-3">
      {[...history.items].reverse().map((s) => (
        <li key={s.id} className="flex flex-wrap items-baseline gap-2 border-l-2 border-slate-200 pl-3 text-sm">
          <time className="w-36 text-slate-500" dateTime={s.created}>{i18n.date(s.created, { dateStyle: 'short', timeStyle: 'short' })}</time>
          <StatusChip statusKey={s.key} />
          <span>{s.providerDescription || s.description}</span>
          {s.providerCode && <span className="text-xs text-slate-500">{s.providerName ?? ''} {s.providerCode}</span>}
        </li>
      ))}
    </ol>
  );
}
