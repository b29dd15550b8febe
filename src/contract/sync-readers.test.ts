import { describe, expect, it } from 'vitest';
import { ROLE_ADMIN, ROLE_ORDER_INFO } from './constants';
import { SYNC_COLLECTIONS } from './sync-constants';
import { mayRead, readableCollections, RULE_SCHEMA_READERS } from './sync-readers';

describe('who may pull what', () => {
  it('gives admin every collection and the rule schema', () => {
    expect(readableCollections([ROLE_ADMIN])).toEqual([...SYNC_COLLECTIONS]);
    expect(mayRead([ROLE_ADMIN], RULE_SCHEMA_READERS)).toBe(true);
  });

  it("gives an operator the orders' data and the points, and nothing of the company's settings", () => {
    expect(readableCollections([ROLE_ORDER_INFO])).toEqual(['shops', 'warehouses', 'packages', 'orders', 'points']);
    expect(mayRead([ROLE_ORDER_INFO], RULE_SCHEMA_READERS)).toBe(false);
  });

  it('gives a role it does not know only what is everyone’s', () => {
    expect(readableCollections(['someone'])).toEqual(['points']);
  });
});
