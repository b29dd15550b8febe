// Shown in an open edit form when the order's status moved on while the user typed (the delivery service
// took it, or it was deleted): the edit would be refused, so the form says so before anything is sent and
// keeps the draft; the user can make a new order from it (with a new shop number) or leave it
// (docs/decisions/orders.md "What may change").
import { Trans } from '@lingui/react/macro';
import { Button } from '../../../../components/ui/button';

export type EditRefusal = { reason: 'handedOver' | 'cancelled' | 'gone'; status: string };

export function EditRefusedNotice({ refusal, asNew, onMakeNew }: { refusal: EditRefusal; asNew: boolean; onMakeNew: () => void }) {
  const status = refusal.status;
  return (
    <div role="alert" data-testid="edit-refused" className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <p className="font-medium">
        {refusal.reason === 'gone' ? (
          <Trans>This order was deleted while you were editing it.</Trans>
        ) : refusal.reason === 'cancelled' ? (
          <Trans>This order was cancelled while you were editing it, and it can no longer be changed.</Trans>
        ) : (
          <Trans>The order's status changed to "{status}" while you were editing it: the delivery service has it now, and it can no longer be changed.</Trans>
        )}
      </p>
      {asNew ? (
        <p><Trans>This form now makes a new order from your draft. Enter a new shop number for it.</Trans></p>
      ) : (
        <>
          <p><Trans>Your changes are kept on this page. Nothing has been sent.</Trans></p>
          <div><Button type="button" size="sm" variant="secondary" onClick={onMakeNew}><Trans>Make a new order from this draft</Trans></Button></div>
        </>
      )}
    </div>
  );
}
