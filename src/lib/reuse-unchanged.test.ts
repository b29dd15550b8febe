import { describe, expect, it } from 'vitest';
import { reuseUnchanged } from './reuse-unchanged';

describe('reuseUnchanged', () => {
  it('keeps the previous object of a row whose data is the same', () => {
    const before = { id: 'a', status: { key: 'new' } };
    const rows = reuseUnchanged(new Map([['a', before]]), [{ id: 'a', status: { key: 'new' } }]);
    expect(rows.get('a')).toBe(before);
  });

  it('takes the new object of a changed row and of a row seen for the first time', () => {
    const changed = { id: 'a', status: { key: 'delivered' } };
    const fresh = { id: 'b', status: { key: 'new' } };
    const rows = reuseUnchanged(new Map([['a', { id: 'a', status: { key: 'new' } }]]), [changed, fresh]);
    expect(rows.get('a')).toBe(changed);
    expect(rows.get('b')).toBe(fresh);
    expect([...rows.keys()]).toEqual(['a', 'b']);
  });

  it('answers every row when there was nothing before', () => {
    expect(reuseUnchanged(undefined, [{ id: 'x' }]).size).toBe(1);
  });
});
