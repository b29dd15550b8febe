// Seeds 5,000 orders (or SEED_ORDERS) for each demo company over the last 120 days, with statuses that
// match their age, their status history and a few log entries each. Deterministic (one PRNG per company),
// so tests can count on it; fast (many-row INSERTs inside the area's one transaction, db/sql/insert-rows.ts).
import { ORDER_ERROR_CODES, type OrderContact, type OrderStatusKey } from '../../../../src/contract';
import { providerCodeOf } from '../../data/provider-statuses';
import { prng, uuidFrom, weighted } from '../../lib/random';
import type { TextKey } from '../../lib/texts';
import { fixedPrice } from '../../orders/delivery-cost';
import { orderColumns } from '../../orders/order-columns';
import { parcelWeight } from '../../sim/upload-check';
import { providerApiUrl, providerNumberFor, returnNumberFor, trackingUrlFor } from '../../sim/provider-numbers';
import { pickRoute } from '../../sim/routes';
import { providerLag } from '../../sim/step';
import { sql } from 'kysely';
import { HISTORY_COLUMNS, LOG_COLUMNS, historyParams, logParams, type LogInsert } from '../repos/order-events';
import type { OrderRow, StatusFields } from '../repos/order-row';
import { ORDER_COLUMNS, formatOrderNumber, orderParams } from '../repos/orders';
import { fillsOrderingKeys } from '../sql/dialect';
import { insertRows, type RowValues } from '../sql/insert-rows';
import type { SqlDb } from '../sql/sql-db';
import { commitVersionsWith } from '../sql/versions';
import { DEMO_COMPANIES } from './demo-accounts';
import { DEMO_MODULES } from './data/demo-modules';
import { clientNumberFor, makeOrder, platformSharesFor, type SeedTariff } from './order-maker';
import { moneyOfStory, postSeededMoney, type SeededMoney } from './order-charges-history';
import { promisedDays } from './order-promise';
import { SEED_ORDER_DAYS, storyOf, type Fate, type StoryStep } from './order-story';
import type { SeedArea } from './seed-area';

export const ORDERS_PER_COMPANY = 5000;
const DAY = 24 * 60 * 60 * 1000;
/** Numbers start past zero, as a shop that has traded a while would have them. */
const NUMBER_BASE = 10_000;
/** The newest orders are minutes old and not yet uploaded: the first simulation tick picks them up. */
const FRESH = 6;

/** Each demo company ships from its own warehouse (same order as DEMO_COMPANIES). */
const SENDERS: OrderContact[] = [
  {
    countryCode: 'RU', postIndex: '127018', region: 'Москва', city: 'Москва', street: 'ул. Складочная', house: '1',
    block: 'стр. 6', addressString: '127018, Москва, ул. Складочная, д. 1, стр. 6', companyName: 'ООО Демо Магазин',
    companyInn: '7701234567', contactName: 'Анна Админова', phone: '+7 495 123-45-67', email: 'sklad@demo.local',
  },
  {
    countryCode: 'RU', postIndex: '196084', region: 'Санкт-Петербург', city: 'Санкт-Петербург',
    street: 'Витебский пр-т', house: '17', addressString: '196084, Санкт-Петербург, Витебский пр-т, д. 17',
    companyName: 'ИП Другая Компания', companyInn: '780212345678', contactName: 'Ольга Другова',
    phone: '+7 812 765-43-21', email: 'other@demo.local',
  },
];

const REFUSALS: Array<[TextKey, number]> = [['uploadInvalidPhone', 4], ['uploadInvalidPostIndex', 2], ['uploadServiceUnavailable', 4]];

/** Orders made and written at a time, with their history and log. */
const ORDERS_PER_WRITE = 200;

/** Rows made and not yet written, each table's in the order they were made (so ids follow the orders). */
class Pending {
  orders: RowValues[] = [];
  history: RowValues[] = [];
  logs: RowValues[] = [];

  /** `nextKey`: the orders' snapshot key to give the next one, where the database does not fill it (dialect.ts). */
  constructor(private nextKey: number | null) {}

  async write(tx: SqlDb): Promise<void> {
    if (this.nextKey === null) await insertRows(tx, 'orders', ORDER_COLUMNS, this.orders);
    else await insertRows(tx, 'orders', [...ORDER_COLUMNS, 'seq'], this.orders.map((row) => [...row, this.nextKey!++]));
    await insertRows(tx, 'order_status_history', HISTORY_COLUMNS, this.history);
    await insertRows(tx, 'order_logs', LOG_COLUMNS, this.logs);
    this.orders = [];
    this.history = [];
    this.logs = [];
  }
}

function statusOf(id: string, s: StoryStep, reason: TextKey | null): StatusFields {
  const code = providerCodeOf(s.key);
  const refused = s.key === 'uploadingError';
  return {
    status_key: s.key, at: s.at, provider_code: code, provider_at: code ? s.at - providerLag(id, s.step) : null,
    error_code: refused ? ORDER_ERROR_CODES.providerCreateFailed : null, reason_key: refused ? reason : null,
  };
}

/** What every order of one company is made from. */
type CompanyOrders = {
  companyId: number; count: number; now: number; random: () => number; times: number[];
  users: Array<{ id: number; name: string }>; shops: string[]; warehouse: string | null;
  platformShares: ReturnType<typeof platformSharesFor>; maker: Parameters<typeof makeOrder>[0];
  /** The charges and refunds of the orders made, posted after them (order-charges-history.ts). */
  money: SeededMoney[];
};

/** Makes the company's order number i + 1 under `version`: its row, history and log go into `pending`. */
function addOrder(c: CompanyOrders, i: number, version: number, pending: Pending): void {
  const { random } = c;
    const seq = i + 1;
    const fresh = i >= c.count - FRESH;
    const createdAt = fresh ? c.now - (c.count - i) * 20_000 : c.times[i]!;
    const platform = weighted(random, c.platformShares);
    const body = makeOrder(c.maker, clientNumberFor(platform, seq, random));
    body.warehouseId = c.warehouse;
    const id = uuidFrom(random);
    const draw = random();
    const fate: Fate = fresh ? 'fresh' : draw < 0.03 ? 'refused' : draw < 0.055 ? 'cancelled' : 'normal';
    const reason = fate === 'refused' ? weighted(random, REFUSALS) : null;
    // The refusal has a cause in the data, so a resend fails again until the order is fixed.
    if (reason === 'uploadInvalidPhone') body.recipient.phone = `+7 ${Math.floor(random() * 90000) + 10000}`;
    if (reason === 'uploadInvalidPostIndex') body.recipient.postIndex = '000000';
    const route = pickRoute(random(), body.order.deliveryType);
    const story = storyOf(id, route, fate, createdAt, c.now, random);
    const current = story.steps[story.steps.length - 1]!;
    const upload = story.steps.find((s) => s.step === 1 || s.key === 'uploadingError');
    const providerNumber = story.steps.some((s) => s.step >= 1) ? providerNumberFor(body.order.providerKey, id) : null;
    const user = c.users[Math.floor(random() * c.users.length)]!;
    const shopId = c.shops.length ? c.shops[Math.floor(random() * c.shops.length)]! : null;
    const number = formatOrderNumber(NUMBER_BASE + seq);
    const tracingId = uuidFrom(random);
    const status = statusOf(id, current, reason);
    body.shopId = shopId;
    const row: OrderRow = {
      ...orderColumns(body, number, fixedPrice(body.cost, parcelWeight(body), body.order.deliveryType)),
      // The fixed model promises no term; the seed gives the one a service would quote (order-promise.ts).
      days_max: promisedDays(body.order.providerKey, body.order.deliveryType),
      id, company_id: c.companyId, version, number, platform, user_id: user.id, username: user.name,
      status_key: status.status_key, status_at: status.at, provider_code: status.provider_code,
      provider_at: status.provider_at, error_code: status.error_code, reason_key: status.reason_key,
      provider_number: providerNumber,
      return_provider_number: story.steps.some((s) => s.key === 'returning') ? returnNumberFor(body.order.providerKey, id) : null,
      barcode: providerNumber,
      tracking_url: providerNumber ? trackingUrlFor(body.order.providerKey, providerNumber) : null,
      sim_route: route, sim_step: story.simStep, next_step_at: story.nextStepAt, tracing_id: tracingId,
      created_at: createdAt, updated_at: current.at,
    };
    pending.orders.push(orderParams(row));
    for (const s of story.steps) pending.history.push(historyParams(id, statusOf(id, s, reason)));
    c.money.push(...moneyOfStory({ id, clientNumber: body.order.clientNumber, chargeKopecks: row.charge_kopecks }, story.steps));

    const log = (at: number, type: LogInsert['type'], ok: boolean, url: string, request: unknown, response: unknown, provider: string | null) =>
      pending.logs.push(logParams({
        order_id: id, company_id: c.companyId, created_at: at, status: ok ? 'success' : 'error', type, tracing_id: tracingId,
        client_number: body.order.clientNumber, provider_number: provider, url,
        request: JSON.stringify(request), response: JSON.stringify(response),
      }));
    const short = { clientNumber: body.order.clientNumber, providerKey: body.order.providerKey, tariffId: body.order.tariffId };
    log(createdAt, 'creationInAggregator', true, '/v1/app/orders', short, { id, number }, null);
    if (upload) {
      const url = providerApiUrl(body.order.providerKey, 'orders');
      if (reason) log(upload.at, 'creationInProvider', false, url, short, { errors: [{ code: reason }] }, null);
      else log(upload.at, 'creationInProvider', true, url, short, { entity: { uuid: id, number: providerNumber } }, providerNumber);
    }
    if (current.key === ('deliveryCanceled' satisfies OrderStatusKey)) {
      log(current.at, 'cancellationInAggregator', true, `/v1/app/orders/${id}/cancel`, null, { id }, providerNumber);
      log(current.at, 'cancellationInProvider', true, providerApiUrl(body.order.providerKey, `orders/${providerNumber}/cancel`), null, { state: 'CANCELLED' }, providerNumber);
    }
}

async function seedCompany(tx: SqlDb, index: number, now: number, tariffs: Map<string, SeedTariff[]>, count: number) {
  const company = DEMO_COMPANIES[index]!;
  const companyId = (await tx.get(sql<{ id: number }>`SELECT id FROM companies WHERE name = ${company.name}`))!.id;
  const users = await tx.all(sql<{ id: number; name: string }>`SELECT id, name FROM users WHERE company_id = ${companyId} ORDER BY id`);
  // The company's shops and warehouses (seeded by company-resources), so orders can be filtered by shop.
  const shops = (await tx.all(sql<{ id: string }>`SELECT id FROM shops WHERE company_id = ${companyId} ORDER BY created_at, name`)).map((r) => r.id);
  const warehouse = (await tx.get(sql<{ id: string }>`SELECT id FROM warehouses WHERE company_id = ${companyId} ORDER BY created_at, name`))?.id ?? null;
  // Orders come only from the platforms the company has: the modules seeded for one of its users (seed/modules.ts).
  const emails = new Set(company.users.map((u) => u.email));
  const modules = DEMO_MODULES.find((m) => emails.has(m.ownerEmail));
  const platformShares = platformSharesFor(modules ? Object.keys(modules).filter((key) => key !== 'ownerEmail') : []);
  const random = prng(0x5eed + index * 7919);
  const maker = { random, tariffs, sender: SENDERS[index % SENDERS.length]! };
  // More orders lately than four months ago, as a growing shop has.
  const times = Array.from({ length: count }, () => now - Math.floor(SEED_ORDER_DAYS * DAY * random() ** 1.25)).sort((a, b) => a - b);
  const c: CompanyOrders = { companyId, count, now, random, times, users, shops, warehouse, platformShares, maker, money: [] };

  // One change version per order, oldest first, taken as one block as the last statement (db/sql/versions.ts);
  // the orders are made and written under it, a few hundred at a time.
  await commitVersionsWith(tx, count, async (firstVersion) => {
    const firstKey = fillsOrderingKeys(tx.dialect)
      ? null
      : ((await tx.get(sql<{ top: number | null }>`SELECT max(seq) AS top FROM orders WHERE company_id = ${companyId}`))?.top ?? 0) + 1;
    const pending = new Pending(firstKey);
    for (let i = 0; i < count; i++) {
      addOrder(c, i, firstVersion + i, pending);
      if (pending.orders.length === ORDERS_PER_WRITE) await pending.write(tx);
    }
    await pending.write(tx);
    await tx.run(sql`INSERT INTO order_numbers (company_id, value) VALUES (${companyId}, ${NUMBER_BASE + count})`);
    // Seeded ids are the company's for good, like every created one (orders/order-ids.ts).
    await tx.run(sql`INSERT INTO order_ids (id, company_id) SELECT id, company_id FROM orders WHERE company_id = ${companyId}`);
  });
  await postSeededMoney(tx, companyId, c.money);
}

export const seedOrders: SeedArea = {
  name: 'orders',
  demoOnly: true,
  prepare: async (now, { ordersPerCompany = ORDERS_PER_COMPANY }) => async (tx) => {
    const tariffs = new Map<string, SeedTariff[]>();
    for (const t of await tx.all(sql<SeedTariff>`SELECT id, provider_key, pickup_type, delivery_type, weight_max FROM tariffs ORDER BY id`)) {
      tariffs.set(t.provider_key, [...(tariffs.get(t.provider_key) ?? []), t]);
    }
    for (const index of DEMO_COMPANIES.keys()) await seedCompany(tx, index, now, tariffs, ordersPerCompany);
  },
};
