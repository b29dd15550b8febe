// The inbox's extra ways out of a refusal, by what was refused: an order's draft to fix or make a new order
// from, a connection's create form to fix. Other refusals have "Send again" and "Discard" only.
import type { OutboxEntry } from '../../../db/outbox-entry';
import { RefusedCreateEdit } from '../../connections/components/refused-create-edit';
import { RefusedOrderActions } from '../../orders/components/refused-order-actions';

export function RefusedChangeActions({ entry }: { entry: OutboxEntry }) {
  if (entry.collection === 'orders') return <RefusedOrderActions entry={entry} />;
  if (entry.collection === 'connections') return <RefusedCreateEdit entry={entry} />;
  return null;
}
