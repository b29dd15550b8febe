// Owns the session token: a cookie kept 7 days (spec section 9), read by the API client at send time.
import Cookies from 'js-cookie';

const TOKEN_COOKIE = 'token';
const TOKEN_DAYS = 7;

export const getToken = (): string | undefined => Cookies.get(TOKEN_COOKIE) || undefined;

export function setToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, { expires: TOKEN_DAYS, sameSite: 'strict', secure: location.protocol === 'https:' });
}

export function clearToken(): void {
  Cookies.remove(TOKEN_COOKIE);
}
