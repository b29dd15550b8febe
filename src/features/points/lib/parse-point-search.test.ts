import { describe, expect, it } from 'vitest';
import { parsePointSearch } from './parse-point-search';

describe('parsePointSearch', () => {
  it('takes numbers in the text filters as text', () => {
    expect(parsePointSearch({ code: 20001316, id: 42, city: 'Казань' })).toEqual({ code: '20001316', id: '42', city: 'Казань' });
  });

  it('keeps flags and the operation as numbers and drops what is malformed', () => {
    expect(parsePointSearch({ operation: 2, card: 1, cash: 0, sort: 'city', desc: true, tab: 'map' })).toEqual({
      operation: 2, card: 1, cash: 0, sort: 'city', desc: true, tab: 'map',
    });
    expect(parsePointSearch({ operation: 7, card: 'yes', sort: 'weight', tab: 'chart' })).toEqual({});
  });

  it('takes near me as a sort, and no place from the URL', () => {
    expect(parsePointSearch({ sort: 'distance', lat: 55.75, lng: 37.61 })).toEqual({ sort: 'distance' });
  });

  it('trims the text filters, drops overlong ones and reads numbers written as text', () => {
    expect(parsePointSearch({ city: '  Казань ', code: 'x'.repeat(201), operation: '3', card: '0', cash: 'no', desc: 'yes', extra: 1 })).toEqual({
      city: 'Казань', operation: 3, card: 0, desc: true,
    });
  });
});
