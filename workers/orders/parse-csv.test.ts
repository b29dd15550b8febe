import { describe, expect, it } from 'vitest';
import { detectSeparator, parseCsv } from './parse-csv';

describe('import CSV', () => {
  it('reads ; separated fields, as Excel writes them in Russia', () => {
    expect(parseCsv('Номер в магазине;Вес, г\r\nA-1;1,5\r\n')).toEqual([['Номер в магазине', 'Вес, г'], ['A-1', '1,5']]);
  });

  it('reads , separated fields', () => {
    expect(parseCsv('Client number,Weight\nA-1,1500\nA-2,700')).toEqual([['Client number', 'Weight'], ['A-1', '1500'], ['A-2', '700']]);
  });

  it('tells the separator by the header line, not by commas inside quotes or later lines', () => {
    expect(detectSeparator('"Weight, g";"Length, cm"\n1,5;2')).toBe(';');
    expect(detectSeparator('"a;b",c,d\nx;y;z;w')).toBe(',');
    expect(detectSeparator('one column\n1')).toBe(',');
  });

  it('drops a byte order mark at the start', () => {
    const [header] = parseCsv('\ufeffClient number;Item\nA-1;Book');
    expect(header[0]).toBe('Client number');
  });

  it('keeps separators, line breaks and doubled quotes inside quoted fields', () => {
    expect(parseCsv('a;b;c\n"x;y";"line 1\nline 2";"say ""hi"""\n')).toEqual([
      ['a', 'b', 'c'], ['x;y', 'line 1\nline 2', 'say "hi"'],
    ]);
  });

  it('keeps empty fields and the values as text (leading zeros)', () => {
    expect(parseCsv('a,b,c\n,010000,\n')).toEqual([['a', 'b', 'c'], ['', '010000', '']]);
  });

  it('reads a blank line as one empty record, so later rows keep their numbers', () => {
    expect(parseCsv('h\n1\n\n2')).toEqual([['h'], ['1'], [''], ['2']]);
  });
});
