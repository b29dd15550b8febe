// The orders import file (docs/decisions/orders.md "Orders in bulk"): its columns with their headers in both
// languages, its limits, and the id and Idempotency-Key each row's create gets. Plain code, no zod: the page
// (the template, the preview's names) and the orders worker (reading and checking files) share it.
//
// The headers are part of the file's format, like an API's field names, not texts of the screen: a file
// must be read the same whatever language the console speaks now, so both spellings live here, fixed.

export type ImportColumnKey =
  | 'clientNumber' | 'shop' | 'warehouse' | 'service' | 'tariff' | 'package' | 'pointIn' | 'pointOut'
  | 'weight' | 'length' | 'width' | 'height' | 'assessedCost' | 'codCost'
  | 'recipientName' | 'recipientPhone' | 'recipientEmail' | 'recipientPostIndex' | 'recipientCity'
  | 'recipientStreet' | 'recipientHouse' | 'recipientOffice' | 'senderName' | 'senderPhone'
  | 'item' | 'quantity' | 'itemPrice' | 'comment';

export type ImportColumn = {
  key: ImportColumnKey;
  en: string;
  ru: string;
  /** A row without it is refused; the template marks its header with " *". */
  required?: boolean;
};

/** In the template's order. `package` names a package preset whose weight and sizes fill those the row leaves
 *  blank (docs/decisions/orders.md "Orders in bulk"). */
export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  { key: 'clientNumber', en: 'Client number', ru: 'Номер в магазине', required: true },
  { key: 'shop', en: 'Shop', ru: 'Магазин' },
  { key: 'warehouse', en: 'Warehouse', ru: 'Склад' },
  { key: 'service', en: 'Delivery service', ru: 'Служба доставки', required: true },
  { key: 'tariff', en: 'Tariff', ru: 'Тариф', required: true },
  { key: 'package', en: 'Package', ru: 'Упаковка' },
  { key: 'pointIn', en: 'Drop-off point ID', ru: 'ID пункта приёма' },
  { key: 'pointOut', en: 'Pickup point ID', ru: 'ID пункта выдачи' },
  { key: 'weight', en: 'Weight, g', ru: 'Вес, г' },
  { key: 'length', en: 'Length, cm', ru: 'Длина, см' },
  { key: 'width', en: 'Width, cm', ru: 'Ширина, см' },
  { key: 'height', en: 'Height, cm', ru: 'Высота, см' },
  { key: 'assessedCost', en: 'Assessed cost', ru: 'Оценочная стоимость', required: true },
  { key: 'codCost', en: 'Cash on delivery', ru: 'Наложенный платёж', required: true },
  { key: 'recipientName', en: 'Recipient', ru: 'Получатель', required: true },
  { key: 'recipientPhone', en: 'Recipient phone', ru: 'Телефон получателя', required: true },
  { key: 'recipientEmail', en: 'Recipient email', ru: 'Email получателя' },
  { key: 'recipientPostIndex', en: 'Recipient postal code', ru: 'Индекс получателя' },
  { key: 'recipientCity', en: 'Recipient city', ru: 'Город получателя' },
  { key: 'recipientStreet', en: 'Recipient street', ru: 'Улица получателя' },
  { key: 'recipientHouse', en: 'Recipient house', ru: 'Дом получателя' },
  { key: 'recipientOffice', en: 'Recipient apartment or office', ru: 'Квартира или офис получателя' },
  { key: 'senderName', en: 'Sender', ru: 'Отправитель' },
  { key: 'senderPhone', en: 'Sender phone', ru: 'Телефон отправителя' },
  { key: 'item', en: 'Item', ru: 'Товар', required: true },
  { key: 'quantity', en: 'Quantity', ru: 'Количество', required: true },
  { key: 'itemPrice', en: 'Item price', ru: 'Цена товара' },
  { key: 'comment', en: 'Comment', ru: 'Комментарий' },
];

export type ImportLanguage = 'ru' | 'en';

/** A file of more rows is refused whole: split it (docs/decisions/orders.md "Orders in bulk"). */
export const IMPORT_MAX_ROWS = 5000;
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** A header as the template writes it: required columns end with " *". */
export const templateHeader = (column: ImportColumn, lang: ImportLanguage): string =>
  column.required ? `${column[lang]} *` : column[lang];

const normalise = (header: string) => header.replace(/\*/g, '').replace(/\s+/g, ' ').trim().toLowerCase().replace(/ё/g, 'е');

const BY_HEADER: ReadonlyMap<string, ImportColumnKey> = new Map(
  IMPORT_COLUMNS.flatMap((c) => [[normalise(c.en), c.key], [normalise(c.ru), c.key], [normalise(c.key), c.key]] as const),
);

/** The column a header names, in either language (case, "*", spaces and ё/е aside), or null. */
export const columnOfHeader = (header: string): ImportColumnKey | null => BY_HEADER.get(normalise(header)) ?? null;

/** Lower-case hex of SHA-256 of the bytes. */
export async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** 16 bytes as a UUID of version 8 (RFC 9562's form for ids made by one's own rule). */
function uuidOf(bytes: Uint8Array): string {
  const b = Uint8Array.from(bytes.subarray(0, 16));
  b[6] = (b[6] & 0x0f) | 0x80;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The order id and the Idempotency-Key of a file's row: halves of SHA-256("<file hash>:<row number>"), so the
 *  same file imported again (on any device) names the same orders with the same keys and creates none twice. */
export async function importRowIds(fileHash: string, rowNumber: number): Promise<{ id: string; key: string }> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${fileHash}:${rowNumber}`)));
  return { id: uuidOf(digest.subarray(0, 16)), key: uuidOf(digest.subarray(16, 32)) };
}
