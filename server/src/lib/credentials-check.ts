// Input checks shared by signup, recover and reset: the contract's email and password rules
// (src/contract/field-rules.ts), the ones the console's forms run. They answer with the rule's text as the
// main message too, which the auth forms show.
import { emailAddress, normalizeEmail, password as passwordRule, PASSWORD_LENGTH } from '../../../src/contract';
import { fail } from './api-failure';

/** The normalized email, or 400 with the field error 'Неправильный email'. */
export function checkedEmail(raw: string): string {
  if (!emailAddress().safeParse(raw).success) throw fail.badRequest('incorrectEmail', 'email');
  return normalizeEmail(raw);
}

export function checkPassword(password: string): void {
  if (!passwordRule().safeParse(password).success) throw fail.badRequest('passwordLength', 'password', PASSWORD_LENGTH);
}
