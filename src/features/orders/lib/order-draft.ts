// The create-order form's state: every input as typed (strings), turned into the API body
// (docs/api.md "Paths") only on save. Keeping text lets a half-typed number stay on screen.
export type ContactDraft = {
  countryCode: string; postIndex: string; region: string; area: string; city: string; cityGuid: string; street: string; house: string;
  block: string; office: string; lat: string; lng: string;
  addressString: string; companyName: string; companyInn: string; contactName: string; phone: string; email: string; comment: string;
};
/** `origin`: the row's index in the order being edited (none for a row added in the form), so an edit
 *  keeps what the form does not show of that row, whichever rows were removed before it. */
type RowOrigin = { origin?: number };
export type ItemDraft = RowOrigin & {
  articul: string; barcode: string; description: string; quantity: string; quantityDelivered: string; weight: string;
  length: string; width: string; height: string; assessedCost: string; cost: string; costVat: string;
};
export type PlaceDraft = RowOrigin & { placeNumber: string; barcode: string; weight: string; length: string; width: string; height: string };
/** A free key and value the delivery service reads (extraParams). */
export type ExtraParamDraft = RowOrigin & { key: string; value: string };

export type OrderDraft = {
  shopId: string;
  warehouseId: string;
  order: {
    clientNumber: string; providerKey: string; providerConnectId: string; tariffId: string; barcode: string; description: string;
    pickupType: string; deliveryType: string; pointInId: string; pointOutId: string;
    pickupDate: string; pickupTimeStart: string; pickupTimeEnd: string;
    deliveryDate: string; deliveryTimeStart: string; deliveryTimeEnd: string;
    length: string; width: string; height: string;
  };
  cost: { assessedCost: string; codCost: string; deliveryCost: string; deliveryCostVat: string; isDeliveryPayedByRecipient: boolean; paymentMethod: string };
  sender: ContactDraft;
  recipient: ContactDraft;
  hasReturnAddress: boolean;
  returnAddress: ContactDraft;
  places: PlaceDraft[];
  items: ItemDraft[];
  extraParams: ExtraParamDraft[];
};

export const emptyContact = (): ContactDraft => ({
  countryCode: 'RU', postIndex: '', region: '', area: '', city: '', cityGuid: '', street: '', house: '', block: '', office: '',
  lat: '', lng: '', addressString: '',
  companyName: '', companyInn: '', contactName: '', phone: '', email: '', comment: '',
});
export const emptyItem = (): ItemDraft => ({
  articul: '', barcode: '', description: '', quantity: '1', quantityDelivered: '', weight: '', length: '', width: '', height: '',
  assessedCost: '', cost: '', costVat: '',
});
export const emptyExtraParam = (): ExtraParamDraft => ({ key: '', value: '' });
export const emptyPlace = (n: number): PlaceDraft => ({ placeNumber: String(n), barcode: '', weight: '', length: '', width: '', height: '' });

export const emptyDraft = (): OrderDraft => ({
  shopId: '',
  warehouseId: '',
  order: {
    clientNumber: '', providerKey: '', providerConnectId: '', tariffId: '', barcode: '', description: '',
    pickupType: '1', deliveryType: '1', pointInId: '', pointOutId: '',
    pickupDate: '', pickupTimeStart: '', pickupTimeEnd: '', deliveryDate: '', deliveryTimeStart: '', deliveryTimeEnd: '',
    length: '', width: '', height: '',
  },
  cost: { assessedCost: '0', codCost: '0', deliveryCost: '', deliveryCostVat: '', isDeliveryPayedByRecipient: false, paymentMethod: '' },
  sender: emptyContact(),
  recipient: emptyContact(),
  hasReturnAddress: false,
  returnAddress: emptyContact(),
  places: [emptyPlace(1)],
  items: [emptyItem()],
  extraParams: [],
});

/** Reads or writes a value by a dotted path ('recipient.phone', 'items.0.quantity'). */
export function getPath(draft: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((v, key) => (v == null ? v : (v as Record<string, unknown>)[key]), draft);
}

export function setPath<T>(draft: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  const container = draft as Record<string, unknown> | unknown[];
  const next = (Array.isArray(container) ? [...container] : { ...container }) as Record<string, unknown>;
  next[head] = rest.length ? setPath(next[head], rest.join('.'), value) : value;
  return next as T;
}

/** A draft with the given fields set, by path ('order.clientNumber', 'items.0.description'). */
export const draftWith = (values: Record<string, string>, base: OrderDraft = emptyDraft()): OrderDraft =>
  Object.entries(values).reduce((draft, [path, value]) => setPath(draft, path, value), base);
