// Beside a refused create or edit of an order (the inbox, the orders list, the order's page): open the draft
// to fix it and send it again, or make a new order from it. An edit is offered for fixing only while the
// order may still be edited (src/contract/order-rules.ts).
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { ORDER_CHANGES } from '../../../contract/changes/order-changes';
import { orderActionAllowed } from '../../../contract/order-rules';
import type { OutboxEntry } from '../../../db/outbox-entry';
import { useOverlaidRow } from '../../../sync/use-overlaid';
import { refusedOrderBody } from '../data/refused-order-body';
import { statusKeyOf } from '../data/order-row';

export function RefusedOrderActions({ entry }: { entry: OutboxEntry }) {
  if (entry.collection !== 'orders' || entry.error?.blockedBy || !refusedOrderBody(entry)) return null;
  return entry.kind === ORDER_CHANGES.create.kind ? <RefusedCreateActions entry={entry} /> : <RefusedEditActions entry={entry} />;
}

function RefusedCreateActions({ entry }: { entry: OutboxEntry }) {
  return (
    <Button asChild size="sm" variant="secondary">
      <Link to="/orders/create" search={{ from: entry.id, use: 'retry' }}><Trans>Edit and retry</Trans></Link>
    </Button>
  );
}

function RefusedEditActions({ entry }: { entry: OutboxEntry }) {
  const row = useOverlaidRow('orders', entry.entityId);
  const editable = row && orderActionAllowed('edit', statusKeyOf(row));
  return (
    <>
      {editable && (
        <Button asChild size="sm" variant="secondary">
          <Link to="/orders/$id/edit" params={{ id: entry.entityId }} search={{ from: entry.id }}><Trans>Edit and retry</Trans></Link>
        </Button>
      )}
      <Button asChild size="sm" variant="secondary">
        <Link to="/orders/create" search={{ from: entry.id, use: 'copy' }}><Trans>Make a new order from it</Trans></Link>
      </Button>
    </>
  );
}
