// Edit order: only while the delivery service does not have it yet (the contract's rule,
// src/contract/order-rules.ts); afterwards the aggregator refuses edits (040089), so the form is not offered.
// A form once opened stays open with the user's draft even if the order's status moves on meanwhile: it then
// says so and sends nothing (order-form/edit-refused-notice.tsx).
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Page } from '../../../components/layout/page';
import { Card } from '../../../components/ui/card';
import { orderActionAllowed } from '../../../contract/order-rules';
import { ORDER_CHANGES } from '../../../contract/changes/order-changes';
import { useKeyNames } from '../../../session/use-key-names';
import { useOverlaidRow } from '../../../sync/use-overlaid';
import { statusKeyOf, type OrderRow } from '../data/order-row';
import { OrderFormPage } from './order-form/order-form-page';
import type { EditRefusal } from './order-form/edit-refused-notice';
import { refusedEditBase } from '../data/refused-order';
import { useRefusedOrder } from '../data/use-refused-order';
import { RefusedChangeGone } from './refused-change-gone';

/** `from`: a refused edit of this order to fix and send again (its outbox id). */
export function OrderEditPage({ id, from }: { id: string; from?: string }) {
  const { t } = useLingui();
  const statusName = useKeyNames('statuses');
  const row = useOverlaidRow('orders', id);
  const refused = useRefusedOrder(from);
  // Decided when the order first shows on this device (a new device may still be pulling it): whether the
  // form opens at all.
  const [opened, setOpened] = useState<boolean | null>(null);
  if (opened === null && row) setOpened(orderActionAllowed('edit', statusKeyOf(row)));
  // The order as the form opened it: the draft and the edit's base version start from it, and it stays if
  // the order is deleted meanwhile.
  const [seen, setSeen] = useState<OrderRow | null>(null);
  if (row && !seen) setSeen(row);

  if (row === undefined || (from && refused === undefined)) return <Page title={t`Edit order`}><Card className="h-64 animate-pulse bg-slate-50" aria-busy="true" /></Page>;
  if (!opened || !seen) {
    return (
      <Page title={t`Edit order`}>
        <Card className="flex flex-col items-center gap-2 py-10 text-center text-slate-600">
          <p>{row ? <Trans>The delivery service has this order already; it can no longer be edited.</Trans> : <Trans>This order is not on this device.</Trans>}</p>
          {row && refused && (
            <Link to="/orders/create" search={{ from: refused.id, use: 'copy' }} className="text-primary hover:underline">
              <Trans>Make a new order from this draft</Trans>
            </Link>
          )}
          <Link to="/orders" className="text-primary hover:underline"><Trans>Back to orders</Trans></Link>
        </Card>
      </Page>
    );
  }
  const status = row && statusKeyOf(row);
  const refusal: EditRefusal | null = !status
    ? { reason: 'gone', status: '' }
    : orderActionAllowed('edit', status) ? null
    : { reason: status === 'deliveryCanceled' ? 'cancelled' : 'handedOver', status: statusName(status) };
  if (from && (refused?.kind !== ORDER_CHANGES.update.kind || refused.entityId !== id)) return <RefusedChangeGone />;
  if (from && refused) {
    return <OrderFormPage key={id} editing={refusedEditBase(refused, seen)} editRefused={refusal} refused={{ entry: refused, use: 'retry' }} />;
  }
  return <OrderFormPage key={id} editing={seen} editRefused={refusal} />;
}
