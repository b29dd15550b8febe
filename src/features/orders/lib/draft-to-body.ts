// The form's text turned into the API's create body: numbers parsed, empty optional fields
// left out, grams and centimetres as whole numbers where the API wants them.
import type { OrderCreateBody } from '../../../contract/changes/order-changes';
import type { ContactDraft, OrderDraft } from './order-draft';

type PaymentMethod = OrderCreateBody['cost']['paymentMethod'];

const num = (v: string): number | undefined => (v.trim() === '' ? undefined : Number(v.replace(',', '.')));
const opt = (v: string): string | undefined => (v.trim() === '' ? undefined : v.trim());

function contact(c: ContactDraft) {
  return {
    countryCode: opt(c.countryCode), postIndex: opt(c.postIndex), region: opt(c.region), area: opt(c.area), city: opt(c.city),
    cityGuid: opt(c.cityGuid), street: opt(c.street), house: opt(c.house), block: opt(c.block), office: opt(c.office),
    lat: num(c.lat), lng: num(c.lng), addressString: opt(c.addressString), companyName: opt(c.companyName),
    companyInn: opt(c.companyInn), contactName: c.contactName.trim(), phone: c.phone.trim(), email: opt(c.email), comment: opt(c.comment),
  };
}

/** The form's checks (validate-draft.ts) hold the body to the contract's schema before it is sent. */
export function draftToBody(draft: OrderDraft, id: string): OrderCreateBody {
  const o = draft.order;
  const weights = draft.places.map((p) => num(p.weight) ?? 0);
  return {
    id,
    shopId: opt(draft.shopId),
    warehouseId: opt(draft.warehouseId),
    order: {
      clientNumber: o.clientNumber.trim(), providerKey: o.providerKey, providerConnectId: opt(o.providerConnectId),
      tariffId: Number(o.tariffId), barcode: opt(o.barcode), description: opt(o.description),
      pickupType: Number(o.pickupType), deliveryType: Number(o.deliveryType), pointInId: opt(o.pointInId), pointOutId: opt(o.pointOutId),
      pickupDate: opt(o.pickupDate), pickupTimeStart: opt(o.pickupTimeStart), pickupTimeEnd: opt(o.pickupTimeEnd),
      deliveryDate: opt(o.deliveryDate), deliveryTimeStart: opt(o.deliveryTimeStart), deliveryTimeEnd: opt(o.deliveryTimeEnd),
      weight: weights.reduce((a, b) => a + b, 0) || undefined,
      length: num(o.length), width: num(o.width), height: num(o.height),
    },
    cost: {
      assessedCost: num(draft.cost.assessedCost) ?? 0, codCost: num(draft.cost.codCost) ?? 0, deliveryCost: num(draft.cost.deliveryCost),
      deliveryCostVat: num(draft.cost.deliveryCostVat), isDeliveryPayedByRecipient: draft.cost.isDeliveryPayedByRecipient,
      // The form offers only the contract's methods.
      paymentMethod: num(draft.cost.paymentMethod) as PaymentMethod,
    },
    sender: contact(draft.sender),
    recipient: contact(draft.recipient),
    returnAddress: draft.hasReturnAddress ? contact(draft.returnAddress) : undefined,
    places: draft.places.map((p) => ({
      placeNumber: opt(p.placeNumber), barcode: opt(p.barcode), weight: num(p.weight), length: num(p.length), width: num(p.width), height: num(p.height), items: [],
    })),
    items: draft.items.map((i) => ({
      articul: opt(i.articul), barcode: opt(i.barcode), description: i.description.trim(), quantity: Number(i.quantity),
      quantityDelivered: num(i.quantityDelivered), weight: num(i.weight), length: num(i.length), width: num(i.width),
      height: num(i.height), assessedCost: num(i.assessedCost), cost: num(i.cost), costVat: num(i.costVat),
    })),
    // A row left wholly blank adds nothing.
    extraParams: draft.extraParams.filter((p) => p.key.trim() || p.value.trim()).map((p) => ({ key: p.key.trim(), value: p.value.trim() })),
  };
}

