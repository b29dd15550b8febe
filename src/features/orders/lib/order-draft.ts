// The create-order form's state: every input as typed (strings), turned into the API body
// (docs/api.md "Paths") only on save. Keeping text lets a half-typed number stay on screen.
export type ContactDraft = {
  countryCode: string; postIndex: string; region: string; city: string; street: string; house: string; office: string;
  addressString: string; companyName: string; companyInn: string; contactName: string; phone: string; email: string; comment: string;
};
/** `origin`: the row's index in the order being edited (none for a row added in the form), so an edit
 *  keeps what the form does not show of that row, whichever rows were removed before it. */
type RowOrigin = { origin?: number };
export type ItemDraft = RowOrigin & { articul: string; description: string; quantity: string; weight: string; assessedCost: string; cost: string };
export type PlaceDraft = RowOrigin & { placeNumber: string; barcode: string; weight: string; length: string; width: string; height: string };

export type OrderDraft = {
  shopId: string;
  warehouseId: string;
  order: {
    clientNumber: string; providerKey: string; providerConnectId: string; tariffId: string; barcode: string; description: string;
    pickupType: string; deliveryType: string; pointInId: string; pointOutId: string;
    pickupDate: string; pickupTimeStart: string; pickupTimeEnd: string;
    deliveryDate: string; deliveryTimeStart: string; deliveryTimeEnd: string;
  };
  cost: { assessedCost: string; codCost: string; deliveryCost: string; deliveryCostVat: string; isDeliveryPayedByRecipient: boolean; paymentMethod: string };
  sender: ContactDraft;
  recipient: ContactDraft;
  hasReturnAddress: boolean;
  returnAddress: ContactDraft;
  places: PlaceDraft[];
  items: ItemDraft[];
};

export const emptyContact = (): ContactDraft => ({
  countryCode: 'RU', postIndex: '', region: '', city: '', street: '', house: '', office: '', addressString: '',
  companyName: '', companyInn: '', contactName: '', phone: '', email: '', comment: '',
});
export const emptyItem = (): ItemDraft => ({ articul: '', description: '', quantity: '1', weight: '', assessedCost: '', cost: '' });
export const emptyPlace = (n: number): PlaceDraft => ({ placeNumber: String(n), barcode: '', weight: '', length: '', width: '', height: '' });

export const emptyDraft = (): OrderDraft => ({
  shopId: '',
  warehouseId: '',
  order: {
    clientNumber: '', providerKey: '', providerConnectId: '', tariffId: '', barcode: '', description: '',
    pickupType: '1', deliveryType: '1', pointInId: '', pointOutId: '',
    pickupDate: '', pickupTimeStart: '', pickupTimeEnd: '', deliveryDate: '', deliveryTimeStart: '', deliveryTimeEnd: '',
  },
  cost: { assessedCost: '0', codCost: '0', deliveryCost: '', deliveryCostVat: '', isDeliveryPayedByRecipient: false, paymentMethod: '' },
  sender: emptyContact(),
  recipient: emptyContact(),
  hasReturnAddress: false,
  returnAddress: emptyContact(),
  places: [emptyPlace(1)],
  items: [emptyItem()],
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
