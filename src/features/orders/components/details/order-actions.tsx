// The one order's actions, offered only when the contract's rule allows them in its status
// (src/contract/order-rules.ts: a delivered order cannot be cancelled; only a failed upload can be resent),
// with why editing or cancelling is not offered below them. Queued like the bulk ones, so they work offline.
import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { notices } from '../../../../components/ui/notices';
import { orderActionAllowed } from '../../../../contract/order-rules';
import { cancelOrders, deleteOrders, refreshStatuses, resendOrders } from '../../data/order-actions';
import { statusKeyOf, type OrderRow } from '../../data/order-row';
import { LabelsAction } from '../labels-action';
import { RefusalNotes } from './refusal-notes';

export function OrderActions({ row }: { row: OrderRow }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState<'cancel' | 'delete' | null>(null);
  const key = statusKeyOf(row);
  const onServer = (row.version ?? 0) > 0;
  const queued = (text: string) => notices.show(text, 3000, 'success');

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {orderActionAllowed('edit', key) && (
          <Button size="sm" variant="secondary" asChild><Link to="/orders/$id/edit" params={{ id: row.id }}><Trans>Edit</Trans></Link></Button>
        )}
        {onServer && <Button size="sm" variant="secondary" onClick={() => void refreshStatuses([row.id]).then(() => queued(t`Status refresh queued`))}><Trans>Refresh status</Trans></Button>}
        {orderActionAllowed('resend', key) && <Button size="sm" variant="secondary" onClick={() => void resendOrders([row]).then(() => queued(t`Resend queued`))}><Trans>Resend</Trans></Button>}
        {onServer && <LabelsAction ids={[row.id]}><Trans>Label</Trans></LabelsAction>}
        {orderActionAllowed('cancel', key) && <Button size="sm" variant="secondary" onClick={() => setConfirm('cancel')}><Trans>Cancel order</Trans></Button>}
        <Button size="sm" variant="ghost" className="text-red-700" onClick={() => setConfirm('delete')}><Trans>Delete</Trans></Button>
        <ConfirmDialog
          open={confirm === 'cancel'} onOpenChange={(open) => !open && setConfirm(null)}
          title={t`Cancel the order?`} description={t`The order is cancelled in the system and at the delivery service.`}
          confirmLabel={t`Cancel order`} onConfirm={() => void cancelOrders([row]).then(() => queued(t`Cancellation queued`))}
        />
        <ConfirmDialog
          open={confirm === 'delete'} onOpenChange={(open) => !open && setConfirm(null)}
          title={t`Delete the order?`} description={t`The order leaves the system and its id cannot be used again. If the delivery service already holds it, it is cancelled there first and its charge refunded.`}
          confirmLabel={t`Delete`} onConfirm={() => void deleteOrders([row]).then(() => navigate({ to: '/orders' }))}
        />
      </div>
      <RefusalNotes status={key} />
    </div>
  );
}
