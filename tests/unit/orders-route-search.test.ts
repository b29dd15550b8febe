import { describe, expect, it } from 'vitest';
import { validateOrderSearch } from '../../src/features/orders/lib/order-filter';
import { Route } from '../../src/routes/_app.orders.index';

describe('the order list route', () => {
  it('validates its search params with the filter parser, so a bad URL opens the plain list', () => {
    expect(Route.options.validateSearch).toBe(validateOrderSearch);
  });
});
