// Picks the UI language: the `language` cookie, then the browser's language, then Russian.
import Cookies from 'js-cookie';

export const LOCALES = ['ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ru';
export const LANGUAGE_COOKIE = 'language';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

export function pickLocale(cookie: string | undefined, browserLanguages: readonly string[]): Locale {
  if (isLocale(cookie)) return cookie;
  for (const lang of browserLanguages) {
    const base = lang.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

export const detectLocale = (): Locale => pickLocale(Cookies.get(LANGUAGE_COOKIE), navigator.languages ?? []);

export function rememberLocale(locale: Locale): void {
  Cookies.set(LANGUAGE_COOKIE, locale, { expires: 365, sameSite: 'lax' });
}
