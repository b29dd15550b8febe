// Loads a language's compiled catalog (its own chunk, precached for offline) and activates it.
import { i18n } from '@lingui/core';
import { rememberLocale, type Locale } from './locale';

const catalogs: Record<Locale, () => Promise<{ messages: Record<string, unknown> }>> = {
  ru: () => import('../../locales/ru/messages.po'),
  en: () => import('../../locales/en/messages.po'),
};

export async function activateLocale(locale: Locale, remember = false): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.load(locale, messages as Parameters<typeof i18n.load>[1]);
  i18n.activate(locale);
  document.documentElement.lang = locale;
  if (remember) rememberLocale(locale);
}
