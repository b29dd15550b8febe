import { describe, expect, it } from 'vitest';
import { firstId } from './first-id';

describe('firstId', () => {
  it('takes a single id as it is', () => expect(firstId('abc')).toBe('abc'));
  it('takes the first of a comma list', () => expect(firstId('a, b,c')).toBe('a'));
  it('skips blank parts', () => expect(firstId(' ,b')).toBe('b'));
  it('gives an empty id for nothing', () => expect(firstId('')).toBe(''));
});
