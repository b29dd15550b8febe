import { describe, expect, it } from 'vitest';
import { formatAddress } from './format-address';

describe('formatAddress', () => {
  it('prefers the full address string', () => {
    expect(formatAddress({ addressString: ' г Казань, ул Восстания, д 100 ', city: 'Казань' })).toBe('г Казань, ул Восстания, д 100');
  });

  it('joins the filled parts and names a city-region once', () => {
    expect(formatAddress({ postIndex: '115088', region: 'Москва', city: 'Москва', street: 'ул. Южнопортовая', house: '7', block: '' }))
      .toBe('115088, Москва, ул. Южнопортовая, 7');
  });

  it('writes each kind where Russian addresses put it', () => {
    expect(formatAddress({
      region: 'Московская', regionType: 'обл', area: 'Раменский', areaType: 'р-н', city: 'Раменское', cityType: 'г',
      street: 'Коммунистическая', streetType: 'ул', house: '1',
    })).toBe('Московская обл, Раменский р-н, г Раменское, ул Коммунистическая, 1');
    expect(formatAddress({ region: 'Москва', regionType: 'г', city: 'Москва', cityType: 'г', community: 'Внуково', communityType: 'п' }))
      .toBe('г Москва, п Внуково');
    expect(formatAddress({ city: 'Казань', streetType: 'ул' })).toBe('Казань');
  });
});
