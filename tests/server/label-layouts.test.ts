// Where the four labels of an A4 sheet go (server/src/pdf/label-layouts.ts): its quarters, left to right and
// top to bottom, together covering the sheet without overlap.
import { describe, expect, it } from 'vitest';
import { sheetBoxes, THERMAL_LABEL_SIZE } from '../../server/src/pdf/label-layouts';

describe('label layouts', () => {
  it('an A4 sheet holds four quarter boxes in reading order', () => {
    const [width, height] = [595.28, 841.89];
    expect(sheetBoxes(width, height)).toEqual([
      { x: 0, y: 0, width: width / 2, height: height / 2 },
      { x: width / 2, y: 0, width: width / 2, height: height / 2 },
      { x: 0, y: height / 2, width: width / 2, height: height / 2 },
      { x: width / 2, y: height / 2, width: width / 2, height: height / 2 },
    ]);
  });

  it('a thermal label is 100x150 mm', () => {
    expect(THERMAL_LABEL_SIZE[0]).toBeCloseTo(283.46, 2);
    expect(THERMAL_LABEL_SIZE[1]).toBeCloseTo(425.2, 2);
  });
});
