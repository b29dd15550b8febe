// What labels and waybills print about an order, gathered once from its row: names of the service and
// tariff in the reader's language, the addresses as one line each, weight, places and money.
import type { OrderContact, OrderCreate } from '../../../src/contract';
import { sql } from 'kysely';
import type { OrderRow } from '../db/repos/order-row';
import { nameOf, type Named } from '../db/repos/reference-lists';
import type { SqlDb } from '../db/sql/sql-db';
import type { Lang } from '../lib/texts';
import { parcelWeight } from '../sim/upload-check';

export type PrintOrder = {
  number: string;
  clientNumber: string;
  providerKey: string;
  providerName: string;
  tariffName: string;
  providerNumber: string | null;
  /** What the label's barcode encodes: the service's barcode once it has one, else our number. */
  barcode: string;
  recipientName: string;
  recipientPhone: string;
  recipientCity: string;
  recipientAddress: string;
  senderName: string;
  senderAddress: string;
  pointOutId: string | null;
  weightGrams: number;
  places: number;
  assessedCost: number;
  codCost: number;
};

export function addressLine(a: OrderContact): string {
  if (a.addressString) return a.addressString;
  return [a.postIndex, a.region, a.city, a.street, a.house, a.block, a.office].filter(Boolean).join(', ');
}

/** Code 128 B holds printable ASCII only; anything else falls back to our own number. */
const printable = (s: string | null): s is string => !!s && /^[\x20-\x7e]+$/.test(s);

/** The names of the rows' services and tariffs, each read once for the whole batch. */
async function namesFor(db: SqlDb, rows: OrderRow[]) {
  const keys = [...new Set(rows.map((r) => r.provider_key))];
  const tariffIds = [...new Set(rows.map((r) => r.tariff_id))];
  const providers = keys.length
    ? await db.all(sql<Named & { key: string }>`SELECT key, name, name_en FROM providers WHERE key IN (${sql.join(keys)})`)
    : [];
  const tariffs = tariffIds.length
    ? await db.all(sql<{ id: number; name_ru: string; name_en: string }>`SELECT id, name_ru, name_en FROM tariffs WHERE id IN (${sql.join(tariffIds)})`)
    : [];
  return { providers: new Map(providers.map((p) => [p.key, p])), tariffs: new Map(tariffs.map((t) => [t.id, t])) };
}

export async function printOrders(db: SqlDb, rows: OrderRow[], lang: Lang): Promise<PrintOrder[]> {
  const names = await namesFor(db, rows);
  const providerName = (key: string) => {
    const named = names.providers.get(key);
    return named ? nameOf(named, lang) : key;
  };
  return rows.map((row) => {
    const order = JSON.parse(row.order_json) as OrderCreate['order'];
    const places = JSON.parse(row.places_json) as OrderCreate['places'];
    const items = JSON.parse(row.items_json) as OrderCreate['items'];
    const cost = JSON.parse(row.cost_json) as OrderCreate['cost'];
    const sender = JSON.parse(row.sender_json) as OrderContact;
    const recipient = JSON.parse(row.recipient_json) as OrderContact;
    const t = names.tariffs.get(row.tariff_id);
    return {
      number: row.number,
      clientNumber: row.client_number,
      providerKey: row.provider_key,
      providerName: providerName(row.provider_key),
      tariffName: t ? (lang === 'ru' ? t.name_ru : t.name_en) : '',
      providerNumber: row.provider_number,
      barcode: printable(row.barcode) ? row.barcode : row.number,
      recipientName: recipient.contactName,
      recipientPhone: recipient.phone,
      recipientCity: recipient.city ?? '',
      recipientAddress: addressLine(recipient),
      senderName: sender.companyName || sender.contactName,
      senderAddress: addressLine(sender),
      pointOutId: order.pointOutId ?? null,
      weightGrams: parcelWeight({ order, places, items }),
      places: Math.max(1, places.length),
      assessedCost: cost.assessedCost,
      codCost: cost.codCost,
    };
  });
}
