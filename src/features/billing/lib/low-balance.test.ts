import { describe, expect, it } from 'vitest';
import { coversPurchase, lowBalance } from './low-balance';

describe('the low-balance warning', () => {
  it('warns when the money would not cover the dearest of the last ten orders', () => {
    expect(lowBalance(500, 100, [300, 650, 200]).money).toBe(true);
    expect(lowBalance(700, 100, [300, 650, 200]).money).toBe(false);
    expect(lowBalance(700, 100, [...Array(10).fill(100), 5000]).money).toBe(false);
  });

  it('warns at zero or below even without orders, and not before the balances are known', () => {
    expect(lowBalance(0, 100, []).money).toBe(true);
    expect(lowBalance(-10, 100, []).money).toBe(true);
    expect(lowBalance(10, 100, []).money).toBe(false);
    expect(lowBalance(undefined, undefined, [100])).toEqual({ money: false, negative: false, calculations: false });
  });

  it('tells a negative balance from a low one', () => {
    expect(lowBalance(-9560, 100, [300])).toMatchObject({ money: true, negative: true });
    expect(lowBalance(0, 100, [300])).toMatchObject({ money: true, negative: false });
    expect(lowBalance(100, 100, [300])).toMatchObject({ money: true, negative: false });
  });

  it('a purchase is covered only by a balance at least its cost, as the server decides', () => {
    expect(coversPurchase(50, 50)).toBe(true);
    expect(coversPurchase(49.99, 50)).toBe(false);
    expect(coversPurchase(-9560, 50)).toBe(false);
    expect(coversPurchase(undefined, 50)).toBeUndefined();
  });

  it('warns under ten calculations', () => {
    expect(lowBalance(1000, 9, []).calculations).toBe(true);
    expect(lowBalance(1000, 10, []).calculations).toBe(false);
  });
});
