import { describe, expect, it } from 'vitest';
import { SYNC_COLLECTIONS } from '../../src/contract/sync-constants';
import { pullGroups } from './pull-groups';

describe('pullGroups', () => {
  it('takes every collection but the operations and the points together, then each of those alone', () => {
    expect(pullGroups(SYNC_COLLECTIONS)).toEqual([
      ['shops', 'warehouses', 'packages', 'connections', 'rules', 'modules', 'integrations', 'invoices', 'orders'], ['operations'], ['points'],
    ]);
  });

  it('leaves out what was not asked, and empty groups', () => {
    expect(pullGroups(['points'])).toEqual([['points']]);
    expect(pullGroups(['orders', 'rules'])).toEqual([['orders', 'rules']]);
    expect(pullGroups([])).toEqual([]);
  });
});
