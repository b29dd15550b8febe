import { describe, expect, it } from 'vitest';
import { validateUserInfo } from './validate-user-info';

const base = { id: 1, companyId: 1, email: 'a@b.c', name: 'A', avatar: '', introduction: '', companyUsers: [], offerAccepted: null };

describe('validateUserInfo', () => {
  it('accepts a user with an id and roles', () => {
    expect(validateUserInfo({ ...base, roles: ['admin'] }).id).toBe(1);
  });
  it('rejects an empty role list with the spec text', () => {
    expect(() => validateUserInfo({ ...base, roles: [] })).toThrow('getInfo: roles must be a non-null array!');
  });
  it('rejects a user without id', () => {
    expect(() => validateUserInfo({ ...base, id: 0, roles: ['admin'] })).toThrow('user id not found, please refresh page');
  });
});
