import { describe, expect, it } from 'vitest';
import { sortByName } from './sort-by-name';

describe('sortByName', () => {
  // Russian collation: Cyrillic before Latin, case ignored, numbers by value.
  it('keeps new rows first in their order, the rest by name', () => {
    const rows = [
      { name: 'New 2' },
      { name: 'New 1' },
      { name: 'склад 10', version: 3 },
      { name: 'Склад 2', version: 1 },
      { name: 'Alpha', version: 2 },
    ];
    expect(sortByName(rows, 'ru').map((r) => r.name)).toEqual(['New 2', 'New 1', 'Склад 2', 'склад 10', 'Alpha']);
  });
});
