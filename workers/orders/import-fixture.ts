// A device's store and files for the import's tests (check-rows.test.ts, read-table.test.ts): two services, one
// connected with two of its three tariffs enabled, a shop and a warehouse.
import type { Warehouse } from '../../src/contract';
import { IMPORT_COLUMNS, templateHeader, type ImportColumnKey, type ImportLanguage } from '../../src/contract/order-import';
import type { DeviceStore } from './device-store';

const tariff = (id: number, name: string, pickupType: number, deliveryType: number) =>
  ({ id, providerKey: 'cdek', code: String(id), name, description: '', weightMin: 0, weightMax: 30_000, pickupType, deliveryType });

export const STORE: DeviceStore = {
  providers: [
    { key: 'cdek', name: 'СДЭК', description: '', enabled: true },
    { key: 'boxberry', name: 'Boxberry', description: '', enabled: true },
  ],
  tariffs: [tariff(136, 'Посылка склад-склад', 2, 2), tariff(137, 'Посылка склад-дверь', 2, 1), tariff(138, 'Экспресс', 1, 1)],
  connections: [{ id: 'c1', providerKey: 'cdek', created: '2026-01-01T00:00:00Z', connectParams: { tariffs: ['136', '137'] } }],
  shops: [{ id: 'shop-1', name: 'Main shop' }],
  packages: [
    { id: 'box-s', name: 'Коробка S', length: 20, width: 15, height: 10, weight: 300 },
    { id: 'box-m1', name: 'Коробка M', length: 30, width: 20, height: 15, weight: 500 },
    { id: 'box-m2', name: 'коробка m', length: 32, width: 22, height: 16, weight: 550 },
  ],
  warehouses: [{
    id: 'wh-1', name: 'Склад на Ленина', countryCode: 'RU', city: 'Казань', street: 'Ленина', house: '5', office: '', postIndex: '420000',
    region: '', addressString: '', companyName: 'ООО Ромашка', contactName: 'Пётр Складов', phone: '+79031112233', email: '',
  } as unknown as Warehouse],
};

/** A good row by column. */
export const GOOD: Partial<Record<ImportColumnKey, string>> = {
  clientNumber: 'A-1', service: 'cdek', tariff: '136', warehouse: 'Склад на Ленина', weight: '1200', assessedCost: '2500,50',
  codCost: '0', recipientName: 'Анна Иванова', recipientPhone: '+7 916 123-45-67', recipientCity: 'Москва', item: 'Книга', quantity: '1',
};

/** A CSV file of the rows, the header in `lang`, fields separated by `separator`. */
export function csvOf(rows: Array<Partial<Record<ImportColumnKey, string>>>, lang: ImportLanguage = 'en', separator = ';'): string {
  const quote = (v: string) => (v.includes(separator) || v.includes('"') ? `"${v.replace(/"/g, '""')}"` : v);
  const lines = [IMPORT_COLUMNS.map((c) => templateHeader(c, lang)), ...rows.map((r) => IMPORT_COLUMNS.map((c) => r[c.key] ?? ''))];
  return lines.map((cells) => cells.map(quote).join(separator)).join('\r\n');
}
