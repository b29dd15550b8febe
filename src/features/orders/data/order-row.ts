// An order as the list and details draw it: the stored server row (or a queued create's fields) with
// the outbox overlay's markers.
import type { Order } from '../../../contract/orders';
import type { Overlaid } from '../../../sync/overlay';

export type OrderRow = Overlaid<Order>;
