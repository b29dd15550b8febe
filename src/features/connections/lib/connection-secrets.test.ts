import { describe, expect, it } from 'vitest';
import type { SchemaField } from '../../../contract';
import { savedSecretsOf, secretCodesOf, shownParams, withQueuedSecrets } from './connection-secrets';

const field = (code: string, secret = false): SchemaField => ({
  code, type: 'other', name: code, description: '', required: true, multiple: false, values: null, remote: null, secret,
});
const FORM = [field('account'), field('secure', true), field('token', true)];

describe('connection secrets on the device', () => {
  it('knows the secret fields by the schema', () => {
    expect(secretCodesOf(FORM)).toEqual(['secure', 'token']);
  });

  it('keeps only masks of the saved secrets, masking one a device pulled in clear before', () => {
    expect(savedSecretsOf(FORM, { account: 'acc-1', secure: '••••9f31', token: 'pulled-in-clear-5678' })).toEqual({ secure: '••••9f31', token: '••••5678' });
    expect(savedSecretsOf(FORM, { account: 'acc-1', secure: '' })).toEqual({});
  });

  it('shows a queued change with each secret masked: the one typed, else the saved one', () => {
    const shown = shownParams(FORM, { account: 'acc-1', secure: 'typed-secure-value-77aa' }, { secure: '••••9f31', token: '••••5678' });
    expect(shown).toEqual({ account: 'acc-1', secure: '••••77aa', token: '••••5678' });
    expect(shownParams(FORM, { account: 'acc-1', secure: 'short' }, {})).toEqual({ account: 'acc-1', secure: '••••' });
  });

  it('sends a refused create again with the secrets its queued requests carried, the newest winning', () => {
    const bodies = [
      { id: 'x', connectParams: { account: 'a', secure: 'first-secure', token: 'first-token' } },
      { connectParams: { account: 'b', token: 'second-token', secure: '••••cure' } },
      undefined,
    ];
    expect(withQueuedSecrets({ account: 'c' }, ['secure', 'token'], bodies)).toEqual({ account: 'c', secure: 'first-secure', token: 'second-token' });
    // A secret typed again in the form wins over the queued ones.
    expect(withQueuedSecrets({ account: 'c', secure: 'typed' }, ['secure', 'token'], bodies)).toEqual({ account: 'c', secure: 'typed', token: 'second-token' });
  });
});
