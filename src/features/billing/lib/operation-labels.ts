// What each operation type is called on screen and in the exported sheet.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OperationType } from '../../../contract';

export const OPERATION_TYPE_LABELS: Record<OperationType, MessageDescriptor> = {
  topup: msg`Top-up`,
  orderCharge: msg`Order charge`,
  orderRefund: msg`Order refund`,
  calculation: msg`Calculation`,
  calculationsPurchase: msg`Calculations purchase`,
  opening: msg`Opening balance`,
};

/** The types each account's history can filter by. */
export const ACCOUNT_OPERATION_TYPES = {
  money: ['topup', 'orderCharge', 'orderRefund', 'calculationsPurchase', 'opening'],
  calculations: ['calculation', 'calculationsPurchase', 'opening'],
} as const satisfies Record<string, readonly OperationType[]>;
