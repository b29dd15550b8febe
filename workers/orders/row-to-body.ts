// One imported row turned into the order create's body (docs/decisions/orders.md "Orders in bulk"): the names
// of service, tariff, shop and warehouse resolved on the device, numbers read with either decimal mark, the
// pickup and delivery types taken from the tariff, the sender from the warehouse where the row leaves it
// blank. What cannot be read or resolved is a problem of its column; the rest is the contract's to judge.
import type { OrderCreateBody } from '../../src/contract/changes/order-changes';
import type { OrderContact } from '../../src/contract/orders';
import type { ImportColumnKey } from '../../src/contract/order-import';
import { byIdOrName, resolvePackage, resolveService, resolveTariff, type DeviceStore } from './device-store';

export type DeviceProblemCode =
  | 'notNumber' | 'unknownService' | 'serviceNotConnected' | 'unknownTariff' | 'tariffNotEnabled'
  | 'unknownShop' | 'unknownWarehouse' | 'unknownPackage' | 'ambiguousPackage' | 'duplicateClientNumber';

export type Cells = Partial<Record<ImportColumnKey, string>>;
export type Converted = { body: OrderCreateBody; problems: Array<{ column: ImportColumnKey; code: DeviceProblemCode }> };

const NUMBER = /^-?\d+(\.\d+)?$/;
/** Recipients are in Russia unless a later column says otherwise (the form's default too). */
const RECIPIENT_COUNTRY = 'RU';

export function rowToBody(cells: Cells, id: string, store: DeviceStore): Converted {
  const problems: Converted['problems'] = [];
  const text = (column: ImportColumnKey): string | undefined => cells[column]?.trim() || undefined;
  const number = (column: ImportColumnKey): number | undefined => {
    const raw = text(column)?.replace(/[\s\u00a0]/g, '').replace(',', '.');
    if (raw === undefined) return undefined;
    if (NUMBER.test(raw)) return Number(raw);
    problems.push({ column, code: 'notNumber' });
    return undefined;
  };

  const serviceText = text('service');
  const service = serviceText ? resolveService(store, serviceText) : undefined;
  if (service && 'problem' in service) problems.push({ column: 'service', code: service.problem });
  const providerKey = service && 'provider' in service ? service.provider.key : serviceText;

  const tariffText = text('tariff');
  const tariff = tariffText && service && 'provider' in service ? resolveTariff(store, service.provider.key, tariffText) : undefined;
  if (tariff && 'problem' in tariff) problems.push({ column: 'tariff', code: tariff.problem });
  const chosen = tariff && 'tariff' in tariff ? tariff.tariff : undefined;

  const shopText = text('shop');
  const shop = shopText ? byIdOrName(store.shops, shopText) : undefined;
  if (shopText && !shop) problems.push({ column: 'shop', code: 'unknownShop' });
  const warehouseText = text('warehouse');
  const warehouse = warehouseText ? byIdOrName(store.warehouses, warehouseText) : undefined;
  if (warehouseText && !warehouse) problems.push({ column: 'warehouse', code: 'unknownWarehouse' });

  const packageText = text('package');
  const preset = packageText ? resolvePackage(store, packageText) : undefined;
  if (preset && 'problem' in preset) problems.push({ column: 'package', code: preset.problem });
  const box = preset && 'preset' in preset ? preset.preset : undefined;
  // The row's own numbers win; the preset fills only what it leaves blank.
  const [weight, length, width, height] = (['weight', 'length', 'width', 'height'] as const).map((column) => number(column) ?? box?.[column]);
  const sender: Partial<OrderContact> = warehouse
    ? {
      countryCode: warehouse.countryCode, postIndex: warehouse.postIndex || undefined, region: warehouse.region || undefined,
      city: warehouse.city || undefined, street: warehouse.street || undefined, house: warehouse.house || undefined,
      office: warehouse.office || undefined, addressString: warehouse.addressString || undefined,
      companyName: warehouse.companyName || undefined, contactName: warehouse.contactName, phone: warehouse.phone,
      email: warehouse.email || undefined,
    }
    : {};
  const body = {
    id,
    shopId: shop?.id,
    warehouseId: warehouse?.id,
    order: {
      clientNumber: text('clientNumber'), providerKey, tariffId: chosen?.id,
      pickupType: chosen?.pickupType, deliveryType: chosen?.deliveryType,
      pointInId: text('pointIn'), pointOutId: text('pointOut'), description: text('comment'),
      weight, length, width, height,
    },
    cost: { assessedCost: number('assessedCost'), codCost: number('codCost') },
    sender: { ...sender, contactName: text('senderName') ?? sender.contactName, phone: text('senderPhone') ?? sender.phone },
    recipient: {
      countryCode: RECIPIENT_COUNTRY, contactName: text('recipientName'), phone: text('recipientPhone'), email: text('recipientEmail'),
      postIndex: text('recipientPostIndex'), city: text('recipientCity'), street: text('recipientStreet'),
      house: text('recipientHouse'), office: text('recipientOffice'),
    },
    places: [{ placeNumber: '1', weight, length, width, height, items: [] }],
    items: [{ description: text('item'), quantity: number('quantity'), cost: number('itemPrice') }],
    extraParams: [],
  };
  // Checked by the contract's schema next (check-rows.ts): until then the body may lack what it requires.
  return { body: body as unknown as OrderCreateBody, problems };
}
