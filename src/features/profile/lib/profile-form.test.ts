import { describe, expect, it } from 'vitest';
import { checkProfile, profileInputOf } from './profile-form';

const form = { name: 'Анна', avatar: '', introduction: '' };

describe('profile form rules', () => {
  it('takes a name of 2 to 100 characters and says a blank one the same way as a short one', () => {
    expect(checkProfile(form)).toEqual({});
    expect(checkProfile({ ...form, name: ' a ' }).name?.values).toEqual({ min: 2, max: 100 });
    expect(checkProfile({ ...form, name: '  ' }).name?.values).toEqual({ min: 2, max: 100 });
  });

  it('takes a web or inline image avatar, trimmed, and refuses other addresses', () => {
    expect(checkProfile({ ...form, avatar: ' https://example.com/a.png ' })).toEqual({});
    expect(checkProfile({ ...form, avatar: 'javascript:alert(1)' }).avatar?.message).toBe('Enter an http(s) address of an image or a data:image address');
    expect(profileInputOf({ ...form, name: ' Анна ', avatar: ' https://a.ru/x ' })).toEqual({ ...form, avatar: 'https://a.ru/x' });
  });

  it('bounds the introduction as the server does', () => {
    expect(checkProfile({ ...form, introduction: 'x'.repeat(2001) }).introduction).toBeDefined();
  });
});
