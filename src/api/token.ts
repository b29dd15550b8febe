// Owns the session token: a cookie kept 7 days (docs/api.md "Requests"), read by the API client at send
// time.
import Cookies from 'js-cookie';

const TOKEN_COOKIE = 'token';
const TOKEN_DAYS = 7;

export const getToken = (): string | undefined => Cookies.get(TOKEN_COOKIE) || undefined;

// Strict: no other site's link or form ever carries the token (the API reads it from a header anyway, and
// the console is always entered by typing or a bookmark, where Strict still sends it). One path for the
// whole site, so every route and the logout see the same cookie; Secure wherever the console is on https.
const ATTRIBUTES = { sameSite: 'strict', path: '/' } as const;

export function setToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, { ...ATTRIBUTES, expires: TOKEN_DAYS, secure: location.protocol === 'https:' });
}

export function clearToken(): void {
  Cookies.remove(TOKEN_COOKIE, ATTRIBUTES);
}
