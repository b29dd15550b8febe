import { describe, expect, it } from 'vitest';
import { isOnServer, statusFor } from './rule-state';

describe('isOnServer', () => {
  it('knows a pulled rule by its version', () => {
    expect(isOnServer({ version: 12 })).toBe(true);
    expect(isOnServer({})).toBe(false);
    expect(isOnServer({ version: 0 })).toBe(false);
  });
});

describe('statusFor', () => {
  it('names the state the switch is set to', () => {
    expect(statusFor(true)).toBe('enabled');
    expect(statusFor(false)).toBe('disabled');
  });
});
