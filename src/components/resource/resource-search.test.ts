import { describe, expect, it } from 'vitest';
import { filterRows, parseResourceSearch } from './resource-search';

describe('parseResourceSearch', () => {
  it('keeps a text query', () => expect(parseResourceSearch({ q: 'склад 2' })).toEqual({ q: 'склад 2' }));
  it('drops a blank or malformed query, so the URL stays plain', () => {
    expect(parseResourceSearch({ q: '   ' })).toEqual({});
    expect(parseResourceSearch({ q: 42 })).toEqual({});
    expect(parseResourceSearch({ other: 'x' })).toEqual({});
  });
  it('bounds the query length', () => expect(parseResourceSearch({ q: 'x'.repeat(500) }).q).toHaveLength(200));
});

describe('filterRows', () => {
  const rows = [
    { name: 'Главный склад', city: 'Казань' },
    { name: 'Second', city: 'Москва' },
    { name: 'Склад у вокзала', city: null },
  ];
  const texts = (row: (typeof rows)[number]) => [row.name, row.city];
  const names = (query: string) => filterRows(rows, query, texts, 'ru').map((row) => row.name);

  it('returns every row for an empty query', () => expect(names('  ')).toHaveLength(3));
  it('matches any field, case aside', () => expect(names('СКЛАД')).toEqual(['Главный склад', 'Склад у вокзала']));
  it('needs every word, each in any field', () => {
    expect(names('склад казань')).toEqual(['Главный склад']);
    expect(names('склад лондон')).toEqual([]);
  });
  it('keeps the rows in their order', () => expect(names('к')).toEqual(['Главный склад', 'Second', 'Склад у вокзала']));
  it('skips missing fields', () => expect(names('null')).toEqual([]));
});
