import { describe, expect, it } from 'vitest';
import { spacerHeights } from './virtual-window';

describe('spacerHeights', () => {
  it('fills what lies above and below the rendered rows', () => {
    const items = [{ start: 300, end: 350 }, { start: 350, end: 400 }];
    // The body starts 100 px down the scroller; 20 rows of 50 px in all.
    expect(spacerHeights(items, 1000, 100)).toEqual({ before: 200, after: 700 });
  });

  it('needs no spacer when every row is rendered', () => {
    expect(spacerHeights([{ start: 40, end: 90 }, { start: 90, end: 140 }], 100, 40)).toEqual({ before: 0, after: 0 });
  });

  it('holds the whole height while no row is placed yet', () => {
    expect(spacerHeights([], 500, 0)).toEqual({ before: 0, after: 500 });
  });
});
