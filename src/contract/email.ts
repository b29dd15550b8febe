// The product's email rule: letters, digits, dot, dash, underscore and Cyrillic, then @ and a domain with
// dots. Plain code without zod: the server's credential checks and the zod field rules (field-rules.ts) both
// call it.
export const EMAIL_PATTERN = /^[\w.\-а-яё]+@[\w\-а-яё]+(\.[\w\-а-яё]+)+$/i;
export const EMAIL_MAX_LENGTH = 254;

/** Trimmed and lower-cased: how emails are compared and stored. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const isValidEmail = (email: string): boolean =>
  email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
