import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { columnOfHeader, importRowIds, IMPORT_COLUMNS, sha256Hex, templateHeader } from './order-import';

describe('import columns', () => {
  it('knows every column by its Russian and its English header, as the template writes them or not', () => {
    for (const column of IMPORT_COLUMNS) {
      expect(columnOfHeader(templateHeader(column, 'ru'))).toBe(column.key);
      expect(columnOfHeader(templateHeader(column, 'en'))).toBe(column.key);
      expect(columnOfHeader(`  ${column.en.toUpperCase()} `)).toBe(column.key);
    }
    expect(columnOfHeader('Телефон  получателя*')).toBe('recipientPhone');
    expect(columnOfHeader('Наложенный платеж')).toBe('codCost');
    expect(columnOfHeader('Something else')).toBeNull();
  });

  it('has headers that name one column each, in both languages', () => {
    const headers = IMPORT_COLUMNS.flatMap((c) => [c.en.toLowerCase(), c.ru.toLowerCase()]);
    expect(new Set(headers).size).toBe(headers.length);
  });
});

describe('import ids and keys', () => {
  const hash = 'a'.repeat(64);

  it('hashes the bytes of the file with SHA-256', async () => {
    expect(await sha256Hex(new TextEncoder().encode('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('gives a row the same order id and key every time, and both are UUIDs the contract takes', async () => {
    const first = await importRowIds(hash, 2);
    expect(await importRowIds(hash, 2)).toEqual(first);
    expect(z.uuid().safeParse(first.id).success).toBe(true);
    expect(z.uuid().safeParse(first.key).success).toBe(true);
    expect(first.id).not.toBe(first.key);
  });

  it('gives other rows and other files other ids and keys', async () => {
    const ids = await Promise.all([2, 3, 4, 20].map((row) => importRowIds(hash, row)));
    const other = await importRowIds('b'.repeat(64), 2);
    const all = [...ids, other].flatMap((x) => [x.id, x.key]);
    expect(new Set(all).size).toBe(all.length);
  });
});
