// The import template (docs/decisions/orders.md "Orders in bulk"): the header in the console's language
// and one example row, as CSV (UTF-8 with a BOM, `;`, so Excel opens it in columns and in Cyrillic) or XLSX.
// The example names what this device holds (a connected service, a tariff it enables, the first shop and
// warehouse), so the template imports as it is.
import { IMPORT_COLUMNS, templateHeader, type ImportColumnKey, type ImportLanguage } from '../../src/contract/order-import';
import { XLSX_MIME } from '../points/export-xlsx';
import { resolveTariff, type DeviceStore } from './device-store';

export type TemplateFormat = 'csv' | 'xlsx';
/** The example's words in the user's language (the worker has no catalogs): a name, an item, a street... */
export type TemplateExample = Partial<Record<ImportColumnKey, string>>;

/** The example row with the device's own service, tariff, shop and warehouse where it has them. */
export function exampleRow(store: DeviceStore, example: TemplateExample): string[] {
  const connected = store.providers.find((p) => store.connections.some((c) => c.providerKey === p.key));
  const tariff = connected && store.tariffs
    .filter((x) => x.providerKey === connected.key)
    .map((x) => resolveTariff(store, connected.key, String(x.id)))
    .flatMap((m) => ('tariff' in m ? [m.tariff] : []))[0];
  const own: TemplateExample = {
    service: connected?.key ?? example.service, tariff: tariff ? String(tariff.id) : example.tariff,
    shop: store.shops[0]?.name ?? '', warehouse: store.warehouses[0]?.name ?? '',
  };
  return IMPORT_COLUMNS.map((c) => own[c.key] ?? example[c.key] ?? '');
}

const csvField = (value: string) => (/[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export async function buildTemplate(format: TemplateFormat, lang: ImportLanguage, row: string[], sheetName: string): Promise<Blob> {
  const header = IMPORT_COLUMNS.map((c) => templateHeader(c, lang));
  if (format === 'csv') {
    const text = [header, row].map((cells) => cells.map(csvField).join(';')).join('\r\n') + '\r\n';
    return new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' });
  }
  const XLSX = await import('@e965/xlsx');
  // Strings stay text cells: a phone or a postal code never turns into a number and loses its leading zeros.
  const sheet = XLSX.utils.aoa_to_sheet([header, row]);
  sheet['!cols'] = header.map((h) => ({ wch: Math.max(12, h.length + 2) }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName);
  const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Uint8Array;
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: XLSX_MIME });
}
