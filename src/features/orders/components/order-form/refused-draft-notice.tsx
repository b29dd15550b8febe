// Above an order form opened from a refused change: what the server said, and what saving does with the
// draft (sends the same change again, or makes a new order and drops the refused one).
import { Trans, useLingui } from '@lingui/react/macro';
import { rejectionText } from '../../../../components/sync/rejection-text';
import type { OutboxEntry } from '../../../../db/outbox-entry';
import type { RefusedOrderUse } from '../../data/refused-order-body';

export function RefusedDraftNotice({ entry, use }: { entry: OutboxEntry; use: RefusedOrderUse }) {
  const { i18n } = useLingui();
  const reason = rejectionText(entry, i18n);
  return (
    <div role="status" data-testid="refused-draft" className="flex flex-col gap-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <p className="font-medium"><Trans>The server refused this change: {reason}</Trans></p>
      <p>
        {use === 'retry'
          ? <Trans>The form holds what you entered. Fix it and send it again.</Trans>
          : <Trans>The form holds what you entered, as a new order. Enter a new shop number for it; the refused change is dropped once the new order is saved.</Trans>}
      </p>
    </div>
  );
}
