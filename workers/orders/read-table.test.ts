import { describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { IMPORT_MAX_ROWS } from '../../src/contract/order-import';
import { checkTable } from './check-rows';
import { csvOf, GOOD, STORE } from './import-fixture';
import { readTable, type Table } from './read-table';
import { buildTemplate, exampleRow } from './template';

const bytes = (text: string) => new TextEncoder().encode(text);
const xlsxOf = (rows: unknown[][]) => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Orders');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Uint8Array;
};

describe('import file', () => {
  it('reads UTF-8 CSV with a BOM, numbering rows as a spreadsheet does and skipping blank ones', async () => {
    const table = (await readTable(bytes('\ufeffClient number;Item\r\nA-1;Book\r\n;\r\nA-2;"Pen; blue"\r\n'))) as Table;
    expect(table.header).toEqual(['Client number', 'Item']);
    expect(table.rows).toEqual([{ row: 2, cells: ['A-1', 'Book'] }, { row: 4, cells: ['A-2', 'Pen; blue'] }]);
  });

  it('refuses a CSV that is not UTF-8 (Windows-1251), an empty one, and one over the row limit', async () => {
    // "Товар" in Windows-1251.
    expect(await readTable(Uint8Array.from([0xd2, 0xee, 0xe2, 0xe0, 0xf0, 0x0a, 0x31]))).toBe('notUtf8');
    expect(await readTable(bytes('Client number;Item\r\n'))).toBe('empty');
    expect(await readTable(bytes(['h', ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => String(i))].join('\n')))).toBe('tooManyRows');
  });

  it('reads the first sheet of an XLSX file, numbers and text cells as text', async () => {
    const table = (await readTable(xlsxOf([['Client number', 'Recipient phone', 'Weight, g'], ['A-1', '+79161234567', 1200], [], ['A-2', 89161234567, 1.5]]))) as Table;
    expect(table.rows).toEqual([{ row: 2, cells: ['A-1', '+79161234567', '1200'] }, { row: 4, cells: ['A-2', '89161234567', '1.5'] }]);
  });

  it('imports the template as it is, CSV and XLSX, in either language', async () => {
    const row = exampleRow(STORE, { ...GOOD, warehouse: undefined });
    for (const format of ['csv', 'xlsx'] as const) {
      for (const lang of ['ru', 'en'] as const) {
        const file = await buildTemplate(format, lang, row, 'Orders');
        const table = (await readTable(new Uint8Array(await file.arrayBuffer()))) as Table;
        const checked = await checkTable(table, 'a'.repeat(64), STORE, async () => new Set(), () => undefined);
        expect(checked.problems, `${format} ${lang}`).toEqual([]);
        expect(checked.good).toHaveLength(1);
        expect(checked.good[0].body.order.providerKey).toBe('cdek');
      }
    }
  });

  it('reads the same orders from a CSV with , and from one with ;', async () => {
    const read = async (separator: string) => (await readTable(bytes(csvOf([GOOD, { ...GOOD, clientNumber: 'A-2', recipientName: 'Петров, Иван' }], 'ru', separator)))) as Table;
    expect((await read(',')).rows).toEqual((await read(';')).rows);
  });
});
