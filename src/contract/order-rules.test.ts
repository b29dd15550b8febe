import { describe, expect, test } from 'vitest';
import { ORDER_STATUS_KEYS } from './constants';
import { orderActionAllowed, orderActionRefusal } from './order-rules';

describe('what may be done to an order', () => {
  test('edit only before the delivery service has it', () => {
    expect(orderActionAllowed('edit', 'uploading')).toBe(true);
    expect(orderActionAllowed('edit', 'uploadingError')).toBe(true);
    expect(orderActionRefusal('edit', 'uploaded')).toBe('handedOver');
    expect(orderActionRefusal('edit', 'delivered')).toBe('handedOver');
  });

  test('resend only after a failed upload', () => {
    expect(orderActionAllowed('resend', 'uploadingError')).toBe(true);
    expect(orderActionRefusal('resend', 'uploading')).toBe('notFailed');
    expect(orderActionRefusal('resend', 'onWay')).toBe('notFailed');
  });

  test('cancel while the service can still stop the parcel; a cancelled order says so', () => {
    expect(orderActionAllowed('cancel', 'onWay')).toBe(true);
    expect(orderActionRefusal('cancel', 'deliveryCanceled')).toBe('alreadyCancelled');
    expect(orderActionRefusal('cancel', 'delivered')).toBe('cannotCancel');
  });

  test('delete in every status', () => {
    for (const status of ORDER_STATUS_KEYS) expect(orderActionAllowed('delete', status)).toBe(true);
  });
});
