// The server's pure rules for connection secrets (server/src/lib/connection-secrets.ts): which fields are
// secrets, what an update keeps, how an answer masks them.
import { describe, expect, it } from 'vitest';
import { maskedParams, secretCodes, withKeptSecrets } from '../../server/src/lib/connection-secrets';
import { field } from '../../server/src/db/schema-field';

const form = [
  field('account', 'other', ['Аккаунт', 'Account'], { required: true }),
  field('secure', 'other', ['Ключ', 'Key'], { required: true, secret: true }),
  field('token', 'other', ['Токен', 'Token'], { secret: true }),
];
const codes = secretCodes(form);

describe('connection secrets', () => {
  it('names the fields the form marks secret; a form stored before the marks has none', () => {
    expect(codes).toEqual(['secure', 'token']);
    expect(secretCodes(form.map(({ secret: _secret, ...f }) => f))).toEqual([]);
  });

  it('keeps the stored secret for an absent, null, empty or masked value, and takes a new one', () => {
    const stored = { account: 'a', secure: 'stored-secure-1234', token: 'stored-token-5678' };
    for (const kept of [undefined, null, '', '••••1234', '••••']) {
      const sent: Record<string, string | null> = kept === undefined ? { account: 'b' } : { account: 'b', secure: kept, token: kept };
      expect(withKeptSecrets(sent, codes, stored)).toEqual({ account: 'b', secure: stored.secure, token: stored.token });
    }
    expect(withKeptSecrets({ account: 'b', secure: 'new-secure' }, codes, stored)).toEqual({ account: 'b', secure: 'new-secure', token: stored.token });
  });

  it('leaves a kept secret out when none is stored, so a create without it is refused as missing', () => {
    expect(withKeptSecrets({ account: 'a', secure: '••••1234', token: '' }, codes)).toEqual({ account: 'a' });
  });

  it('masks the secrets of an answer: the mask and the last four characters of a long one', () => {
    expect(maskedParams({ account: 'acc-123456789', secure: 'secure-value-9f31', token: 'short' }, codes))
      .toEqual({ account: 'acc-123456789', secure: '••••9f31', token: '••••' });
    expect(maskedParams({ account: 'a' }, codes)).toEqual({ account: 'a' });
  });
});
