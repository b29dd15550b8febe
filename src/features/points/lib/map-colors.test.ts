import { describe, expect, it } from 'vitest';
import { COLORED_SERVICES, OTHER_COLOR, pointColor, serviceColor } from './map-colors';

describe('map colours', () => {
  it('matches every service slot and greys the shared one', () => {
    const expr = pointColor('service', COLORED_SERVICES + 1);
    expect(expr[0]).toBe('match');
    expect(expr).toHaveLength(3 + (COLORED_SERVICES + 1) * 2);
    expect(serviceColor(COLORED_SERVICES)).toBe(OTHER_COLOR);
    expect(new Set(Array.from({ length: COLORED_SERVICES }, (_, s) => serviceColor(s))).size).toBe(COLORED_SERVICES);
  });

  it('is a valid match even with no points', () => {
    expect(pointColor('service', 0)).toHaveLength(5);
  });

  it('colours by the four point types', () => {
    expect(pointColor('type', 3)).toEqual(['match', ['get', 't'], 1, expect.any(String), 2, expect.any(String), 3, expect.any(String), 4, expect.any(String), OTHER_COLOR]);
  });
});
