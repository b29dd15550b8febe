// Input checks shared by signup, recover and reset: the product's email rule (email.ts) and the password bounds.
import { PASSWORD_LENGTH } from '../../../src/contract';
import { fail } from './api-failure';
import { isValidEmail, normalizeEmail } from './email';

/** The normalized email, or 400 with the field error 'Неправильный email'. */
export function checkedEmail(raw: string): string {
  const email = normalizeEmail(raw);
  if (!isValidEmail(email)) throw fail.badRequest('incorrectEmail', 'email');
  return email;
}

export function checkPassword(password: string): void {
  const { min, max } = PASSWORD_LENGTH;
  if (password.length < min || password.length > max) throw fail.badRequest('passwordLength', 'password', { min, max });
}
