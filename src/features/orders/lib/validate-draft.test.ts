import { describe, expect, it } from 'vitest';
import { orderUpdate } from '../../../contract/orders';
import { draftWith, emptyDraft, setPath, type OrderDraft } from './order-draft';
import { validateDraft } from './validate-draft';
import { draftToBody } from './draft-to-body';

const filled = (): OrderDraft => draftWith({
  'order.clientNumber': 'A-1', 'order.providerKey': 'cdek', 'order.tariffId': '136', 'sender.contactName': 'Склад',
  'sender.phone': '+7 916 000-00-00', 'recipient.contactName': 'Анна', 'recipient.phone': '89160000001', 'items.0.description': 'Книга',
});

describe('create-order form checks', () => {
  it('accepts a complete draft', () => {
    expect(validateDraft(filled())).toEqual({});
  });

  it('names each missing required field by its path', () => {
    expect(Object.keys(validateDraft(emptyDraft())).sort()).toEqual([
      'items.0.description', 'order.clientNumber', 'order.providerKey', 'order.tariffId',
      'recipient.contactName', 'recipient.phone', 'sender.contactName', 'sender.phone',
    ]);
  });

  it('rejects negative numbers, bad phones, bad INNs and reversed time windows', () => {
    let d = setPath(filled(), 'cost.codCost', '-1');
    d = setPath(d, 'recipient.phone', '123');
    d = setPath(d, 'sender.companyInn', '12345');
    d = setPath(d, 'order.pickupTimeStart', '15:00');
    d = setPath(d, 'order.pickupTimeEnd', '10:00');
    d = setPath(d, 'items.0.quantity', '0');
    expect(Object.keys(validateDraft(d)).sort()).toEqual(['cost.codCost', 'items.0.quantity', 'order.pickupTimeEnd', 'recipient.phone', 'sender.companyInn']);
  });
});

describe('draft to API body', () => {
  it('parses numbers (comma decimals too) and leaves empty optional fields out', () => {
    let d = setPath(filled(), 'cost.assessedCost', '1500,50');
    d = setPath(d, 'places.0.weight', '1200');
    const body = draftToBody(d, 'id-1');
    expect(body.cost.assessedCost).toBe(1500.5);
    expect(body.order.tariffId).toBe(136);
    expect(body.order.weight).toBe(1200);
    expect(body.sender.email).toBeUndefined();
    expect(body.returnAddress).toBeUndefined();
    expect(body.items[0]).toMatchObject({ description: 'Книга', quantity: 1 });
  });
});

describe('editing an order', () => {
  it('turns a stored order back into the same body', async () => {
    const { orderToDraft } = await import('./order-to-draft');
    const body = draftToBody(filled(), 'id-2');
    // Read back through the contract, as the server would store it.
    const stored = orderUpdate.parse({ ...body, returnAddress: null, cost: { ...body.cost, deliveryCost: 300 } });
    const again = draftToBody(orderToDraft(stored), 'id-2');
    expect(again.order).toEqual(body.order);
    expect(again.recipient).toEqual(body.recipient);
    expect(again.items).toEqual(body.items);
  });
});
