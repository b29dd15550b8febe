import { describe, expect, it } from 'vitest';
import { tokenize, withSearchWords } from './search-words';

describe('search words of an order', () => {
  const order = {
    id: 'x', number: 'PC-0012345', order: { clientNumber: 'SHOP/77', barcode: null },
    orderInfo: { providerNumber: '1099-A' }, recipient: { contactName: 'Иванова Анна', city: 'Москва', phone: '+7 (916) 123-45-67' },
  };

  it('holds numbers, the recipient and the phone digits, lower-cased', () => {
    const words = withSearchWords('orders', order)._words;
    expect(words).toEqual(expect.arrayContaining(['pc-0012345', 'shop', '77', '1099-a', 'иванова', 'анна', 'москва', '79161234567']));
  });

  it('leaves other collections as they are', () => {
    expect(withSearchWords('shops', { id: 's' })).toEqual({ id: 's' });
  });

  it('splits on spaces and punctuation', () => {
    expect(tokenize(' Анна, Иванова ')).toEqual(['анна', 'иванова']);
  });
});
