// The top bar: menu toggle, breadcrumbs, then status and account controls.
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

export function Navbar({ onToggleSidebar, sidebarExpanded }: { onToggleSidebar: () => void; sidebarExpanded: boolean }) {
  const { t } = useLingui();
  const controlsShown = useAfterFirstRender();
  return (
    <header className="flex h-14 shrink-0 items-center gap-3 border-b bg-white px-3">
      <button type="button" aria-label={t`Toggle menu`} aria-expanded={sidebarExpanded} onClick={onToggleSidebar} className="rounded-md p-2 hover:bg-slate-100">
        <Menu className="size-5" />
      </button>
      <Breadcrumbs />
      {/* The controls keep their size; the breadcrumbs give way. */}
      <div className="ml-auto flex shrink-0 items-center gap-1">
        {controlsShown && (
          <>
            <SyncStatus />
            <OnlineIndicator />
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
