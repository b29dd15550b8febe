// The contract's rule of what may be done to an order (src/contract/order-rules.ts), as the API's answers:
// each refusal with its code and text. The console offers the actions by the same rule.
import { ORDER_ERROR_CODES } from '../../../src/contract';
import type { OrderStatusKey } from '../../../src/contract/constants';
import { orderActionRefusal, type OrderAction } from '../../../src/contract/order-rules';
import { ORDER_STATUS_TEXTS } from '../data/order-statuses';
import { ApiFailure, fail } from '../lib/api-failure';
import type { Lang } from '../lib/texts';

/** Throws the answer of an action the order's status does not allow. */
export function assertOrderAction(action: OrderAction, status: OrderStatusKey, lang: Lang): void {
  switch (orderActionRefusal(action, status)) {
    case null: return;
    case 'handedOver': throw fail.conflict(ORDER_ERROR_CODES.notEditable, 'orderNotEditable');
    case 'notFailed': throw fail.conflict(ORDER_ERROR_CODES.notResendable, 'orderNotResendable');
    case 'alreadyCancelled': throw fail.conflict(ORDER_ERROR_CODES.alreadyCancelled, 'orderAlreadyCancelled');
    case 'cannotCancel':
      throw new ApiFailure(409, ORDER_ERROR_CODES.cancelNotSupported, 'orderCancelNotSupported', {
        params: { status: ORDER_STATUS_TEXTS[status][lang].name },
      });
  }
}
