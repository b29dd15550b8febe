// An order as stored, back into the form's text, for editing before the delivery service takes it.
import type { OrderContact, OrderUpdate } from '../../../contract/orders';
import { emptyContact, emptyDraft, type ContactDraft, type OrderDraft } from './order-draft';

const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function contact(c: OrderContact | null | undefined): ContactDraft {
  const base = emptyContact();
  if (!c) return base;
  return Object.fromEntries(Object.keys(base).map((k) => [k, s(c[k as keyof OrderContact]) || base[k as keyof ContactDraft]])) as ContactDraft;
}

/** Takes any order with the blocks the form shows: a stored one, or a body the form made. */
export function orderToDraft(order: OrderUpdate): OrderDraft {
  const blank = emptyDraft();
  const o = order.order;
  return {
    shopId: s(order.shopId),
    warehouseId: s(order.warehouseId),
    order: Object.fromEntries(Object.keys(blank.order).map((k) => [k, s(o[k as keyof typeof o])])) as OrderDraft['order'],
    cost: {
      assessedCost: s(order.cost.assessedCost), codCost: s(order.cost.codCost), deliveryCost: s(order.cost.deliveryCost),
      deliveryCostVat: s(order.cost.deliveryCostVat), isDeliveryPayedByRecipient: Boolean(order.cost.isDeliveryPayedByRecipient),
      paymentMethod: s(order.cost.paymentMethod),
    },
    sender: contact(order.sender),
    recipient: contact(order.recipient),
    hasReturnAddress: Boolean(order.returnAddress),
    returnAddress: contact(order.returnAddress),
    places: order.places.length
      ? order.places.map((p, origin) => ({ origin, placeNumber: s(p.placeNumber), barcode: s(p.barcode), weight: s(p.weight), length: s(p.length), width: s(p.width), height: s(p.height) }))
      : blank.places,
    items: order.items.length
      ? order.items.map((i, origin) => ({
        origin, articul: s(i.articul), barcode: s(i.barcode), description: s(i.description), quantity: s(i.quantity),
        quantityDelivered: s(i.quantityDelivered), weight: s(i.weight), length: s(i.length), width: s(i.width), height: s(i.height),
        assessedCost: s(i.assessedCost), cost: s(i.cost), costVat: s(i.costVat),
      }))
      : blank.items,
    extraParams: (order.extraParams ?? []).map((p, origin) => ({ origin, key: s(p.key), value: s(p.value) })),
  };
}
