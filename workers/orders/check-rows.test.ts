import { describe, expect, it } from 'vitest';
import { isRuleCode } from '../../src/contract/field-rules';
import { orderCreate } from '../../src/contract/orders';
import { importRowIds, type ImportColumnKey } from '../../src/contract/order-import';
import { checkTable, type RowProblem } from './check-rows';
import { csvOf, GOOD, STORE } from './import-fixture';
import { readTable, type Table } from './read-table';

const HASH = 'f'.repeat(64);
const nothingHeld = async (_ids: string[]) => new Set<string>();

async function check(rows: Array<Partial<Record<ImportColumnKey, string>>>, held = nothingHeld, lang: 'ru' | 'en' = 'en') {
  const table = (await readTable(new TextEncoder().encode(csvOf(rows, lang)))) as Table;
  return checkTable(table, HASH, STORE, held, () => undefined);
}

/** "row column: kind or code" of each problem, to compare at a glance. */
const named = (problems: RowProblem[]) =>
  problems.map((p) => `${p.row} ${p.column ?? p.field}: ${p.problem.kind === 'device' ? p.problem.code : p.problem.missing ? 'missing' : isRuleCode(p.problem.issue.message) ? p.problem.issue.message : p.problem.issue.code}`);

describe('import rows', () => {
  it('makes a good row the create body the contract takes, with its ids from the file and the row', async () => {
    const checked = await check([GOOD]);
    expect(checked.problems).toEqual([]);
    const [row] = checked.good;
    expect(row.row).toBe(2);
    expect({ id: row.id, key: row.key }).toEqual(await importRowIds(HASH, 2));
    expect(orderCreate.safeParse(row.body).success).toBe(true);
    expect(row.body.order).toMatchObject({ clientNumber: 'A-1', providerKey: 'cdek', tariffId: 136, pickupType: 2, deliveryType: 2, weight: 1200 });
    expect(row.body.cost).toMatchObject({ assessedCost: 2500.5, codCost: 0 });
    // The warehouse gives the sender the row leaves blank.
    expect(row.body.sender).toMatchObject({ contactName: 'Пётр Складов', phone: '+79031112233', city: 'Казань' });
    expect(row.body.warehouseId).toBe('wh-1');
  });

  it('reads a file with Russian headers the same as one with English headers', async () => {
    const ru = await check([GOOD], nothingHeld, 'ru');
    const en = await check([GOOD], nothingHeld, 'en');
    expect(ru.good.map((r) => r.body)).toEqual(en.good.map((r) => r.body));
    expect(ru.missingColumns).toEqual([]);
  });

  it('resolves the service and tariff by name, and the shop by name', async () => {
    const checked = await check([{ ...GOOD, service: 'сдэк', tariff: 'Посылка склад-дверь', shop: 'main shop' }]);
    expect(checked.good[0].body.order).toMatchObject({ providerKey: 'cdek', tariffId: 137, deliveryType: 1 });
    expect(checked.good[0].body.shopId).toBe('shop-1');
  });

  it('fills the weight and sides a row leaves blank from the package it names, by id or by a name only one has', async () => {
    const checked = await check([
      { ...GOOD, weight: '', package: 'коробка s' },
      { ...GOOD, clientNumber: 'A-2', weight: '900', length: '25', package: 'box-m2' },
      { ...GOOD, clientNumber: 'A-3', package: 'Коробка M' },
      { ...GOOD, clientNumber: 'A-4', package: 'Коробка XL' },
    ]);
    const [small, own] = checked.good.map((r) => r.body);
    expect(small!.order).toMatchObject({ weight: 300, length: 20, width: 15, height: 10 });
    expect(small!.places[0]).toMatchObject({ weight: 300, length: 20, width: 15, height: 10 });
    // The row's own numbers win over the preset's.
    expect(own!.order).toMatchObject({ weight: 900, length: 25, width: 22, height: 16 });
    expect(named(checked.problems)).toEqual(['4 package: ambiguousPackage', '5 package: unknownPackage']);
  });

  it('names each bad row and field: what the device cannot resolve and what the contract refuses', async () => {
    const checked = await check([
      GOOD,
      { ...GOOD, clientNumber: 'A-2', recipientPhone: '', weight: 'heavy' },
      { ...GOOD, clientNumber: 'A-3', service: 'nope' },
      { ...GOOD, clientNumber: 'A-4', service: 'boxberry' },
      { ...GOOD, clientNumber: 'A-5', tariff: '999' },
      { ...GOOD, clientNumber: 'A-6', tariff: '138' },
      { ...GOOD, clientNumber: 'A-7', shop: 'Other shop', warehouse: 'Other' },
      { ...GOOD, clientNumber: 'A-1' },
      { ...GOOD, clientNumber: 'A-9', recipientPhone: '123', quantity: '0' },
    ]);
    expect(checked.good.map((r) => r.row)).toEqual([2]);
    expect(checked.badRows).toBe(8);
    expect(named(checked.problems)).toEqual([
      '3 weight: notNumber', '3 recipientPhone: missing',
      '4 service: unknownService',
      '5 service: serviceNotConnected',
      '6 tariff: unknownTariff',
      '7 tariff: tariffNotEnabled',
      '8 shop: unknownShop', '8 warehouse: unknownWarehouse', '8 senderName: missing', '8 senderPhone: missing',
      '9 clientNumber: duplicateClientNumber',
      '10 recipientPhone: phoneDigits', '10 quantity: too_small',
    ]);
  });

  it('leaves out the rows whose orders the device holds: imported before', async () => {
    const { id } = await importRowIds(HASH, 3);
    const checked = await check([GOOD, { ...GOOD, clientNumber: 'A-2' }], async (ids) => new Set(ids.filter((x) => x === id)));
    expect(checked.already).toEqual([3]);
    expect(checked.good.map((r) => r.row)).toEqual([2]);
  });

  it('says which required columns the header lacks and which headers it ignores', async () => {
    const table: Table = { header: ['Client number', 'Colour'], rows: [{ row: 2, cells: ['A-1', 'red'] }] };
    const checked = await checkTable(table, HASH, STORE, nothingHeld, () => undefined);
    expect(checked.missingColumns).toContain('recipientPhone');
    expect(checked.missingColumns).not.toContain('clientNumber');
    expect(checked.unknownHeaders).toEqual(['Colour']);
    expect(checked.badRows).toBe(1);
  });
});
