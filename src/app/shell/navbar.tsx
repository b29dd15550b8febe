// The top bar: menu toggle, breadcrumbs, then status and account controls. On a phone: the page's title with
// the sync state under it, always in sight, and the account controls; the menu is the bottom bar's "More"
// (docs/decisions/phone.md "Bottom navigation").
import { Menu } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { Breadcrumbs } from './breadcrumbs/breadcrumbs';
import { LanguageSwitcher } from '../../components/layout/language-switcher';
import { SettingsPanel } from './settings-panel';
import { UserMenu } from './user-menu';
import { OnlineIndicator } from './online-indicator';
import { SyncStatus } from './sync-status';
import { ErrorLogButton } from '../error-log/error-log-button';
import { useAfterFirstRender } from '../../lib/hooks/use-after-first-render';
import { useIsPhone } from '../../lib/hooks/use-media-query';
import { useLeafTitle } from '../use-page-title';

/** The page's title and, under it, whether the device is offline and when it last synced. */
function PhoneTitle({ controlsShown }: { controlsShown: boolean }) {
  const { i18n } = useLingui();
  const title = useLeafTitle();
  return (
    <div className="flex min-w-0 flex-1 flex-col">
      <p data-testid="phone-title" className="truncate text-base leading-snug font-semibold">{title ? i18n._(title) : 'Parcel Console'}</p>
      <div className="flex min-w-0 items-center gap-1">
        {controlsShown && (
          <>
            <OnlineIndicator onlyOffline />
            <SyncStatus compact />
          </>
        )}
      </div>
    </div>
  );
}

export function Navbar({ onToggleSidebar, sidebarExpanded }: { onToggleSidebar: () => void; sidebarExpanded: boolean }) {
  const { t } = useLingui();
  const controlsShown = useAfterFirstRender();
  const phone = useIsPhone();
  return (
    <header className="flex h-14 shrink-0 items-center gap-3 border-b bg-white px-3 max-sm:gap-1 max-sm:pr-1">
      {phone ? <PhoneTitle controlsShown={controlsShown} /> : (
        <>
          <button type="button" aria-label={t`Toggle menu`} aria-expanded={sidebarExpanded} onClick={onToggleSidebar} className="rounded-md p-2 hover:bg-slate-100">
            <Menu className="size-5" />
          </button>
          <Breadcrumbs />
        </>
      )}
      {/* The controls keep their size; the breadcrumbs give way. A finger's 44 px on a phone
          (docs/decisions/phone.md "Touch"). */}
      <div className="ml-auto flex shrink-0 items-center gap-1 max-sm:gap-0 max-sm:[&_button]:min-h-[44px] max-sm:[&_button]:min-w-[44px] max-sm:[&_button]:justify-center">
        {controlsShown && (
          <>
            {!phone && <SyncStatus />}
            {!phone && <OnlineIndicator />}
            <ErrorLogButton />
            <LanguageSwitcher />
            <SettingsPanel />
            <UserMenu />
          </>
        )}
      </div>
    </header>
  );
}
