import { describe, expect, it } from 'vitest';
import type { Order } from '../../../contract/orders';
import { draftOverOrder } from './draft-over-order';
import { emptyItem } from './order-draft';
import { setPath } from './order-draft';
import { orderToDraft } from './order-to-draft';

const contact = (name: string) => ({
  countryCode: 'RU', postIndex: '420111', region: 'Татарстан', area: 'Казань', city: 'Казань', cityGuid: 'c-guid',
  street: 'Баумана', house: '5', block: '2', office: '12', lat: 55.79, lng: 49.12, addressString: 'Казань, Баумана 5',
  companyName: 'ООО Ромашка', companyInn: '7701234567', contactName: name, phone: '+79160000000', email: 'a@b.ru', comment: 'звонить',
});
const item = (description: string, n: number) => ({
  articul: `A-${n}`, barcode: `B-${n}`, description, quantity: n, quantityDelivered: 0, weight: 100 * n, length: n, width: n + 1,
  height: n + 2, assessedCost: 10 * n, cost: 10 * n, costVat: 20,
});

/** An order as the server answers it, every field filled, including those the form does not show. */
const stored = (): Order => ({
  id: 'o-1', number: 'PC-0000001', version: 7, created: '2026-01-01T00:00:00Z', updated: '2026-01-01T00:00:00Z', userId: 1,
  username: 'Админ', platform: 'console', shopId: 'shop-1', warehouseId: 'wh-1',
  order: {
    clientNumber: 'C-1', providerKey: 'cdek', providerConnectId: 'conn-1', tariffId: 136, barcode: 'BAR', description: 'Заказ',
    pickupType: 1, deliveryType: 2, pointInId: 'P-IN', pointOutId: 'P-OUT', pickupDate: '2026-02-01', pickupTimeStart: '10:00',
    pickupTimeEnd: '18:00', deliveryDate: '2026-02-03', deliveryTimeStart: '09:00', deliveryTimeEnd: '21:00',
    weight: 1500, length: 40, width: 30, height: 20,
  },
  cost: {
    assessedCost: 2500, codCost: 1000, deliveryCost: 390, deliveryCostVat: 20, isDeliveryPayedByRecipient: true, paymentMethod: 2,
    insuranceFee: 18.75, cashServiceFee: 20,
  },
  sender: contact('Склад'), recipient: contact('Анна'), returnAddress: contact('Возврат'),
  places: [
    { placeNumber: '1', barcode: 'PL-1', weight: 700, length: 30, width: 20, height: 10, items: [item('В коробке', 1)] },
    { placeNumber: '2', barcode: 'PL-2', weight: 800, length: 31, width: 21, height: 11, items: [] },
  ],
  items: [item('Книга', 1), item('Чашка', 2)],
  extraParams: [{ key: 'gift', value: 'yes' }],
  orderInfo: { orderId: 'o-1', providerKey: 'cdek', providerNumber: null, returnProviderNumber: null, barcode: null, clientNumber: 'C-1', trackingUrl: null },
  status: { key: 'uploadingError', name: '', description: '', created: '', providerCode: null, providerName: null, providerDescription: null, createdProvider: null, errorCode: '040088' },
});

/** What a PUT of the untouched order must carry: its blocks, without the fees the server works out. */
function blocks(order: Order) {
  const { insuranceFee: _i, cashServiceFee: _c, ...cost } = order.cost;
  const { shopId, warehouseId, sender, recipient, returnAddress, places, items, extraParams } = order;
  return { shopId, warehouseId, order: order.order, cost, sender, recipient, returnAddress, places, items, extraParams };
}

const edit = (order: Order, ...changes: Array<[string, unknown]>) =>
  draftOverOrder(order, changes.reduce((d, [path, value]) => setPath(d, path, value), orderToDraft(order)));

describe('an edit laid over the order', () => {
  it('gives back every field of an untouched order, hidden ones included', () => {
    expect(edit(stored())).toEqual(blocks(stored()));
  });

  it('changes only the field the user changed', () => {
    const body = edit(stored(), ['recipient.phone', '+7 917 111-22-33'], ['items.1.quantity', '5']);
    const expected = blocks(stored());
    expected.recipient = { ...expected.recipient, phone: '+7 917 111-22-33' };
    expected.items = [expected.items[0]!, { ...expected.items[1]!, quantity: 5 }];
    expect(body).toEqual(expected);
  });

  it('drops an optional field the user cleared and a return address switched off', () => {
    const body = edit(stored(), ['sender.comment', ''], ['hasReturnAddress', false]);
    expect(body.sender).not.toHaveProperty('comment');
    expect(body.sender.lat).toBe(55.79);
    expect(body.returnAddress).toBeNull();
  });

  it('keeps a row\'s hidden fields with that row when a row before it is removed', () => {
    const order = stored();
    const draft = orderToDraft(order);
    const body = draftOverOrder(order, { ...draft, items: [draft.items[1]!], places: [draft.places[1]!] });
    expect(body.items).toEqual([order.items[1]]);
    expect(body.places).toEqual([order.places[1]]);
    // The order's weight follows its places once they change.
    expect(body.order.weight).toBe(800);
  });

  it('takes a new row as typed, and adds no blank row to an order that had none', () => {
    const order = { ...stored(), places: [], order: { ...stored().order, weight: 900 } };
    const body = edit(order, ['items.2', { ...emptyItem(), description: 'Новый', quantity: '1' }]);
    expect(body.places).toEqual([]);
    expect(body.order.weight).toBe(900);
    expect(body.items.at(-1)).toEqual({ description: 'Новый', quantity: 1 });
  });

  it('keeps fields a newer API adds, which this console does not know', () => {
    const order = { ...stored(), recipient: { ...stored().recipient, metro: 'Кремлёвская' } } as Order;
    expect(edit(order, ['recipient.house', '7']).recipient).toMatchObject({ metro: 'Кремлёвская', house: '7', lat: 55.79 });
  });

  it('edits the fields the form now shows (item VAT and sizes, extra parameters, the parcel size) and keeps the rest', () => {
    const body = edit(stored(), ['items.0.costVat', '10'], ['extraParams.0.value', 'no'], ['order.length', '45'],
      ['extraParams.1', { key: 'door', value: '1234' }]);
    expect(body.items[0]).toEqual({ ...item('Книга', 1), costVat: 10 });
    expect(body.items[1]).toEqual(item('Чашка', 2));
    expect(body.extraParams).toEqual([{ key: 'gift', value: 'no' }, { key: 'door', value: '1234' }]);
    expect(body.order).toEqual({ ...stored().order, length: 45 });
    expect(edit(stored(), ['extraParams', []]).extraParams).toEqual([]);
  });
});
