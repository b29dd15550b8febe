// The console's forms and the server agree: for each case of a table, the fields the form's check finds a
// problem with are exactly the fields the server's answer names (none when it takes the body). A rule
// changed on one side only (a length, a pattern, a required field) fails here.
import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { checkDraft, inputOf, newDraft } from '../../src/features/connections/lib/connection-form';
import { draftToBody } from '../../src/features/orders/lib/draft-to-body';
import { draftWith, type OrderDraft } from '../../src/features/orders/lib/order-draft';
import { validateDraft } from '../../src/features/orders/lib/validate-draft';
import { checkPackage, packageInputOf, type PackageForm } from '../../src/features/packages/lib/package-form';
import { checkShop, EMPTY_SHOP_FORM, shopInputOf, type ShopForm } from '../../src/features/shops/lib/shop-form';
import {
  checkWarehouse, EMPTY_WAREHOUSE_FORM, warehouseInputOf, type WarehouseForm,
} from '../../src/features/warehouses/lib/warehouse-form';
import { clientNumber, tariffId } from './order-fixtures';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admin = 'admin-token';

/** The fields the server's answer names; [] when it took the body. */
async function serverFields(path: string, body: unknown): Promise<string[]> {
  const res = await t.call('POST', path, { token: admin, body });
  if (res.status < 300) return [];
  expect(res.status).toBe(400);
  return [...new Set<string>(res.body.errors.map((e: { field: string }) => e.field))].sort();
}

const formFields = (problems: Record<string, unknown>) => Object.keys(problems).sort();

let unique = 0;
const fresh = (name: string) => `${name} ${++unique}`;

describe('the forms and the server take and refuse the same values', () => {
  const shops: Array<Partial<ShopForm>> = [
    { name: 'Магазин' }, { name: '' }, { name: '   ' }, { name: 'Я' }, { name: ' Ок ' }, { name: 'x'.repeat(100) },
    { name: 'x'.repeat(101) }, { name: 'Магазин', email: 'sales@shop.ru' }, { name: 'Магазин', email: 'продажи@магазин.рф' },
    { name: 'Магазин', email: 'no-at-sign' }, { name: 'Магазин', email: 'a+b@shop.ru' }, { name: 'Магазин', email: 'a@localhost' },
    { name: '', email: 'bad' }, { name: 'Магазин', phone: '1'.repeat(51) }, { name: 'Магазин', companyName: 'x'.repeat(256) },
  ];
  it.each(shops)('shop %j', async (patch) => {
    const form = { ...EMPTY_SHOP_FORM, ...patch };
    expect(formFields(checkShop(form))).toEqual(await serverFields('/v1/app/shops', shopInputOf(form)));
  });

  const valid: Partial<WarehouseForm> = { name: 'Склад', city: 'Москва', contactName: 'Иван', phone: '+7 900 000-00-00' };
  const warehouses: Array<Partial<WarehouseForm>> = [
    {}, { name: '' }, { name: 'С' }, { city: ' ' }, { contactName: '' }, { phone: '' }, { email: 'склад@' },
    { email: 'sklad@mail.ru' }, { lat: '91' }, { lat: '55.75', lon: '37.61' }, { lon: '-181' }, { postIndex: '1'.repeat(21) },
    { name: '', city: '', contactName: '', phone: '' },
  ];
  it.each(warehouses)('warehouse %j', async (patch) => {
    const form = { ...EMPTY_WAREHOUSE_FORM, ...valid, ...patch };
    expect(formFields(checkWarehouse(form))).toEqual(await serverFields('/v1/app/warehouses', warehouseInputOf(form)));
  });

  const box: PackageForm = { name: 'Коробка', length: '30', width: '20', height: '10', weight: '500' };
  const packages: Array<Partial<PackageForm>> = [
    {}, { name: ' ' }, { name: 'К' }, { length: '' }, { width: '0' }, { height: '-1' }, { height: '10000' }, { height: '10000,5' },
    { weight: '0,5' }, { weight: '10000000' }, { weight: '10000001' }, { length: 'abc' }, { width: '20,5' },
    { name: '', length: '', width: '', height: '', weight: '' },
  ];
  it.each(packages)('package preset %j', async (patch) => {
    const form = { ...box, ...patch };
    expect(formFields(checkPackage(form))).toEqual(await serverFields('/v1/app/packages', packageInputOf(form)));
  });

  // Boxberry's connection form asks for an API key only; the cases vary what every connection has.
  const connections: Array<Record<string, string>> = [
    {}, { name: '' }, { name: 'B' }, { name: 'x'.repeat(101) }, { inn: '12345' }, { inn: '1234567890' }, { inn: '123456789012' },
    { insuranceRate: '101' }, { cashServiceRate: '-1' }, { assessedCostPercent: '50.001' }, { assessedCostPercent: '50,55' },
    { insuranceRate: 'abc' },
  ];
  it.each(connections)('connection %j', async (patch) => {
    const draft = { ...newDraft([]), name: fresh('Boxberry'), params: {}, ...patch };
    const body = { ...inputOf(draft, [], 'boxberry'), connectParams: { apiKey: 'k-1' } };
    expect(formFields(checkDraft(draft, []))).toEqual(await serverFields('/v1/app/connections', body));
  });

  const orderDraft = (): OrderDraft => draftWith({
    'order.clientNumber': clientNumber('FORM'), 'order.providerKey': 'cdek', 'order.pickupType': '2',
    'order.tariffId': String(tariffId(t, 'cdek', 2, 1)), 'cost.assessedCost': '1000', 'cost.codCost': '0',
    'sender.contactName': 'Склад', 'sender.phone': '+7 916 000-00-00', 'recipient.contactName': 'Анна',
    'recipient.phone': '89160000001', 'items.0.description': 'Книга',
  });
  const orders: Array<Record<string, string>> = [
    {}, { 'recipient.phone': '123' }, { 'recipient.phone': '+7 (916) 000-00-00-00-00-00' }, { 'sender.companyInn': '12345' },
    { 'recipient.email': 'anna@' }, { 'recipient.email': 'anna@mail.ru' }, { 'cost.codCost': '-1' },
    { 'order.pickupTimeStart': '15:00', 'order.pickupTimeEnd': '10:00' }, { 'order.deliveryTimeStart': '10:00', 'order.deliveryTimeEnd': '15:00' },
    { 'items.0.quantity': '0' }, { 'items.0.description': ' ' }, { 'places.0.weight': '1.5' }, { 'order.clientNumber': '' },
  ];
  it.each(orders)('order %j', async (patch) => {
    const draft = draftWith(patch, orderDraft());
    const server = await serverFields('/v1/app/orders', draftToBody(draft, crypto.randomUUID()));
    expect(formFields(validateDraft(draft))).toEqual(server);
  });
});
