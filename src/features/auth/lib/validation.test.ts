import { describe, expect, it } from 'vitest';
import {
  checkEmail, checkPassword, checkPasswordsMatch, checkTextLength, checkUsername, collectProblems,
} from './validation';

describe('auth form rules', () => {
  it.each(['user@example.com', 'a.b-c_d@mail.co.uk', 'иван@почта.рф', '  padded@example.com  '])(
    'accepts the email %s',
    (email) => expect(checkEmail(email)).toBeNull(),
  );

  it.each(['', 'plain', 'user@localhost', 'a b@example.com', 'user@@example.com', 'user+tag@example.com'])(
    'rejects the email %j with the spec message',
    (email) => expect(checkEmail(email)?.message).toBe('Incorrect email'),
  );

  it('bounds the username after trimming and names the bounds', () => {
    expect(checkUsername('  ab  ')?.values).toEqual({ min: 3, max: 100 });
    expect(checkUsername('  abc  ')).toBeNull();
    expect(checkUsername('x'.repeat(101))).not.toBeNull();
  });

  it('bounds the password without trimming it', () => {
    expect(checkPassword('1234567')).not.toBeNull();
    expect(checkPassword('12345678')).toBeNull();
    expect(checkPassword(' '.repeat(8))).toBeNull();
    expect(checkPassword('x'.repeat(65))?.values).toEqual({ min: 8, max: 64 });
  });

  it('requires the confirmation to match', () => {
    expect(checkPasswordsMatch('secret123', 'secret124')?.message).toBe('Password and confirmation password do not match');
    expect(checkPasswordsMatch('secret123', 'secret123')).toBeNull();
  });

  it('applies the name and short-name helpers to trimmed text', () => {
    expect(checkTextLength(' a ')).not.toBeNull();
    expect(checkTextLength(' ab ')).toBeNull();
    expect(checkTextLength('x'.repeat(51), 2, 50)?.values).toEqual({ min: 2, max: 50 });
  });

  it('collects only the fields that have problems', () => {
    const problems = collectProblems({ email: checkEmail('bad'), password: checkPassword('longenough') });
    expect(Object.keys(problems)).toEqual(['email']);
  });
});
