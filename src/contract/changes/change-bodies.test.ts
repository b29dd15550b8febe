import { describe, expect, it } from 'vitest';
import { ALL_CHANGES } from '.';
import { bodySchemaOf, ORDER_BODIES, SHOP_BODIES } from './change-bodies';

/** The changes that send no body: an action on the record named in the path. */
const BODILESS = /\.(cancel|resend|delete)$/;

describe('the body of each change', () => {
  it('is a schema for every change that sends one, and none for the others', () => {
    const missing = ALL_CHANGES.filter((entry) => !BODILESS.test(entry.kind) && !bodySchemaOf(entry)).map((e) => `${e.kind} ${e.path.template}`);
    const extra = ALL_CHANGES.filter((entry) => BODILESS.test(entry.kind) && bodySchemaOf(entry)).map((e) => `${e.kind} ${e.path.template}`);
    expect(missing).toEqual([]);
    expect(extra).toEqual([]);
  });

  it('refuses what the server refuses: a shop without a name, an order without a shop number', () => {
    expect(SHOP_BODIES.create.safeParse({ name: '' }).success).toBe(false);
    expect(SHOP_BODIES.update.safeParse({ name: 'Склад на Ленина' }).success).toBe(true);
    const order = {
      order: { clientNumber: 'A-1', providerKey: 'cdek', tariffId: 1, pickupType: 1, deliveryType: 1 },
      cost: { assessedCost: 0, codCost: 0 }, sender: { contactName: 'Склад', phone: '+79160000000' },
      recipient: { contactName: 'Анна', phone: '+79160000001' }, items: [{ description: 'Книга', quantity: 1 }],
    };
    expect(ORDER_BODIES.create.safeParse(order).success).toBe(true);
    expect(ORDER_BODIES.create.safeParse({ ...order, order: { ...order.order, clientNumber: '' } }).success).toBe(false);
  });
});
