// Why the console does not offer an action on an order, in the user's language: the contract's refusals
// (src/contract/order-rules.ts), worded as the server words its answers.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OrderActionRefusal } from '../../../contract/order-rules';

export const REFUSAL_TEXTS: Record<Exclude<OrderActionRefusal, 'cannotCancel'>, MessageDescriptor> = {
  handedOver: msg`The delivery service has this order already; it can no longer be edited.`,
  notFailed: msg`Only an order with an upload error can be resent.`,
  alreadyCancelled: msg`The order is already cancelled.`,
};

/** The cancel refusal names the status, in the list's own words. */
export const cannotCancelText = (status: string) => msg`The delivery service cannot cancel an order with status "${status}".`;
