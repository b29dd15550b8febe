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
});
