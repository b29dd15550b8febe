// Switches ru/en, remembers the choice in the `language` cookie and confirms for 2 s.
import { DropdownMenu } from 'radix-ui';
import { Languages } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { activateLocale } from '../../lib/i18n/activate';
import { LOCALES, type Locale } from '../../lib/i18n/locale';
import { notices } from '../ui/notices';

export const LANGUAGE_SWITCH_NOTICE_MS = 2000;
const LABELS: Record<Locale, string> = { ru: 'Русский', en: 'English' };

export function LanguageSwitcher() {
  const { t, i18n } = useLingui();

  async function choose(locale: Locale) {
    if (locale === i18n.locale) return;
    await activateLocale(locale, true);
    notices.show(i18n._(msg`Language switched`), LANGUAGE_SWITCH_NOTICE_MS, 'success');
  }

  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while its links stay focusable.
    // Tab out of the open menu closes it instead.
    <DropdownMenu.Root modal={false}>
      {/* Named by what it shows plus a hidden word, not by an aria-label: a voice user says "EN". */}
      <DropdownMenu.Trigger
        className="flex items-center gap-1 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100"
      >
        <Languages className="size-4" aria-hidden />
        <span className="sr-only">{t`Language`}</span>
        <span className="uppercase">{i18n.locale}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className="z-50 min-w-36 rounded-md border bg-white p-1 shadow-lg">
          {LOCALES.map((locale) => (
            <DropdownMenu.Item
              key={locale}
              onSelect={() => void choose(locale)}
              data-active={locale === i18n.locale}
              className="cursor-pointer rounded px-3 py-1.5 text-sm outline-none data-[active=true]:font-semibold data-[highlighted]:bg-slate-100"
            >
              {LABELS[locale]}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
