import { describe, expect, it } from 'vitest';
import { checkTable } from '../../../../workers/orders/check-rows';
import { csvOf, GOOD, STORE } from '../../../../workers/orders/import-fixture';
import { readTable, type Table } from '../../../../workers/orders/read-table';
import { columnName, problemText } from './import-problem-text';

describe('import preview texts', () => {
  it('says each problem of a bad row in words, by its column in the console language', async () => {
    const csv = csvOf([{ ...GOOD, recipientPhone: '12', codCost: '', service: 'nope' }, { ...GOOD, clientNumber: 'B', tariff: '138', quantity: '1.5' }]);
    const table = (await readTable(new TextEncoder().encode(csv))) as Table;
    const { problems } = await checkTable(table, 'c'.repeat(64), STORE, async () => new Set(), () => undefined);
    const said = problems.map((p) => `${p.row} ${p.column ? columnName(p.column, 'en') : p.field}: ${problemText(p.problem).message}`);
    expect(said).toEqual([
      '2 Delivery service: No such delivery service: give its key or name as the list of services has it',
      '2 Cash on delivery: Please enter value',
      '2 Recipient phone: Enter a phone number with 10 to 15 digits',
      '3 Tariff: This tariff is not enabled in the company\'s connection to the delivery service',
      '3 Quantity: Enter a whole number',
    ]);
    expect(columnName('recipientPhone', 'ru')).toBe('Телефон получателя');
  });
});
