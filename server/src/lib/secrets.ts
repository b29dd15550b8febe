// Random secrets handed to users (login tokens, reset links, signup codes) and the hash we keep of them.
import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 32 random bytes as hex: the login token and the password-reset token. */
export const newToken = (): string => randomBytes(32).toString('hex');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Six digits, leading zeros kept, as an emailed confirmation code. */
export const newConfirmationCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');
