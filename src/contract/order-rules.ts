// What may be done to an order in each status: the one rule the server enforces and the console offers by
// (docs/decisions/orders.md "What may change"). Edit only before the delivery service has the order;
// resend only after a failed upload; cancel while the service can still stop the parcel; delete always
// (an order the service holds is cancelled there first).
import type { OrderStatusKey } from './constants';
import { CANCELLABLE_ORDER_STATUSES, EDITABLE_ORDER_STATUSES, RESENDABLE_ORDER_STATUSES } from './order-constants';

export const ORDER_ACTIONS = ['edit', 'cancel', 'delete', 'resend'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** Why an action is refused: the server's error and the console's explanation both come from it. */
export type OrderActionRefusal = 'handedOver' | 'notFailed' | 'alreadyCancelled' | 'cannotCancel';

export function orderActionRefusal(action: OrderAction, status: OrderStatusKey): OrderActionRefusal | null {
  switch (action) {
    case 'edit': return EDITABLE_ORDER_STATUSES.includes(status) ? null : 'handedOver';
    case 'resend': return RESENDABLE_ORDER_STATUSES.includes(status) ? null : 'notFailed';
    case 'cancel':
      if (status === 'deliveryCanceled') return 'alreadyCancelled';
      return CANCELLABLE_ORDER_STATUSES.includes(status) ? null : 'cannotCancel';
    case 'delete': return null;
  }
}

export const orderActionAllowed = (action: OrderAction, status: OrderStatusKey): boolean => orderActionRefusal(action, status) === null;
