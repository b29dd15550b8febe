// The log tab: calls about the order to the aggregator and to the delivery service,
// with the X-Tracing-Id support asks for, and the raw request and response on demand.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderLogType } from '../../../../contract/order-constants';
import { cn } from '../../../../lib/cn';
import { useOrderHistory } from '../../data/use-order-history';
import { RemoteState } from './remote-state';

const TYPE_NAMES: Record<OrderLogType, MessageDescriptor> = {
  creationInAggregator: msg`Creation in the aggregator`,
  updateInAggregator: msg`Update in the aggregator`,
  resendInAggregator: msg`Resend in the aggregator`,
  cancellationInAggregator: msg`Cancellation in the aggregator`,
  deletionInAggregator: msg`Deletion in the aggregator`,
  creationInProvider: msg`Creation in the delivery service`,
  cancellationInProvider: msg`Cancellation in the delivery service`,
};
const STATUS_TONE = { success: 'text-emerald-700', error: 'text-red-700', unknown: 'text-slate-600' };

export function OrderLog({ orderId, version }: { orderId: string; version: number }) {
  const { i18n } = useLingui();
  const log = useOrderHistory(orderId, 'log', version);
  if (log.state !== 'ready') return <RemoteState remote={log} />;
  if (!log.items.length) return <p className="text-sm text-slate-600"><Trans>The log is empty.</Trans></p>;
  return (
    <ul className="flex flex-col gap-2">
      {[...log.items].reverse().map((entry) => (
        <li key={entry.id} className="rounded-md border border-slate-200 p-3 text-sm">
          <details>
            <summary className="flex cursor-pointer flex-wrap items-baseline gap-x-3 gap-y-1">
              <time className="text-slate-500" dateTime={entry.timestamp}>{i18n.date(entry.timestamp, { dateStyle: 'short', timeStyle: 'medium' })}</time>
              <span className="font-medium">{i18n._(TYPE_NAMES[entry.type])}</span>
              <span className={cn('uppercase', STATUS_TONE[entry.status])}>{entry.status}</span>
              {entry.tracingId && <code className="text-xs text-slate-500">X-Tracing-Id: {entry.tracingId}</code>}
            </summary>
            <p className="mt-2 break-all text-xs text-slate-600">{entry.url}</p>
            {entry.request && <pre className="mt-2 max-h-60 overflow-auto rounded bg-slate-50 p-2 text-xs">{entry.request}</pre>}
            {entry.response && <pre className="mt-2 max-h-60 overflow-auto rounded bg-slate-50 p-2 text-xs">{entry.response}</pre>}
          </details>
        </li>
      ))}
    </ul>
  );
}
