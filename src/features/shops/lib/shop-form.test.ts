import { describe, expect, it } from 'vitest';
import { checkShop, EMPTY_SHOP_FORM, shopFormOf, shopInputOf } from './shop-form';

const form = (patch: Partial<typeof EMPTY_SHOP_FORM>) => ({ ...EMPTY_SHOP_FORM, ...patch });

describe('shop form rules', () => {
  it('requires the name with the spec message', () => {
    expect(checkShop(form({ name: '   ' })).name?.message).toBe('Shop name is required');
  });

  it('bounds the name to 2..100 characters after trimming', () => {
    expect(checkShop(form({ name: ' a ' })).name?.values).toEqual({ min: 2, max: 100 });
    expect(checkShop(form({ name: '  ab  ' })).name).toBeUndefined();
    expect(checkShop(form({ name: 'x'.repeat(101) })).name).toBeDefined();
  });

  it('checks the email only when one is given', () => {
    expect(checkShop(form({ name: 'Shop' }))).toEqual({});
    expect(checkShop(form({ name: 'Shop', email: 'nope' })).email?.message).toBe('Incorrect email');
    expect(checkShop(form({ name: 'Shop', email: ' магазин@почта.рф ' })).email).toBeUndefined();
  });

  it('sends trimmed values and the email as the server stores it', () => {
    expect(shopInputOf(form({ name: ' Shop ', companyName: ' LLC ', email: ' A@B.ru ', phone: ' +7 1 ' }))).toEqual({
      name: 'Shop', companyName: 'LLC', email: 'a@b.ru', phone: '+7 1',
    });
  });

  it('reads a queued row that lacks fields', () => {
    expect(shopFormOf({ name: 'Only name' })).toEqual(form({ name: 'Only name' }));
  });
});
