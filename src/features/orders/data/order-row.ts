// An order as the list and details draw it: the stored server row (or a queued create's fields) with
// the outbox overlay's markers.
import type { OrderStatusKey } from '../../../contract/constants';
import type { Order } from '../../../contract/orders';
import type { Overlaid } from '../../../sync/overlay';

export type OrderRow = Overlaid<Order>;

/** The order's status key; a queued create has none yet and counts as uploading. */
export const statusKeyOf = (row: Pick<Order, 'status'>): OrderStatusKey => (row.status?.key ?? 'uploading') as OrderStatusKey;
