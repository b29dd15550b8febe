import { describe, expect, it } from 'vitest';
import { rowTitle } from './row-title';

const topUp = (amount: number) => `Top-up of ${amount} RUB`;

describe('rowTitle', () => {
  it('names an order by its number, a new one by the shop’s number', () => {
    expect(rowTitle('orders', { number: 'PC-0015000', order: { clientNumber: 'YM-1' } }, topUp)).toBe('PC-0015000');
    expect(rowTitle('orders', { number: '', order: { clientNumber: 'SHOP-7' } }, topUp)).toBe('SHOP-7');
    expect(rowTitle('orders', { number: '', order: { clientNumber: ' ' } }, topUp)).toBeUndefined();
  });

  it('names a top-up by its amount and a CRM account by its address', () => {
    expect(rowTitle('invoices', { amount: 1500 }, topUp)).toBe('Top-up of 1500 RUB');
    expect(rowTitle('modules', { url: 'https://demo-shop.retailcrm.ru/' }, topUp)).toBe('demo-shop.retailcrm.ru');
    expect(rowTitle('modules', { name: 'Демо Магазин на Маркете' }, topUp)).toBe('Демо Магазин на Маркете');
  });

  it('names the rest by their name, and nothing without one', () => {
    expect(rowTitle('shops', { name: 'Демо Магазин' }, topUp)).toBe('Демо Магазин');
    expect(rowTitle('warehouses', {}, topUp)).toBeUndefined();
  });
});
