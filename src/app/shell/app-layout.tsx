// The protected shell: sidebar, navbar, tags bar and the page, plus the dialogs every page shares.
import { useEffect } from 'react';
import { Outlet } from '@tanstack/react-router';
import { Sidebar } from './sidebar';
import { Navbar } from './navbar';
import { TagsBar } from './tags-bar';
import { BackToTop } from './back-to-top';
import { OfferDialog } from './offer-dialog';
import { SkipLink } from './skip-link';
import { useFocusHeading } from './use-focus-heading';
import { useSidebarState } from './use-sidebar-state';
import { useUiSettings } from '../../components/layout/ui-settings-store';
import { identifyChatUser } from '../chat-widget';
import { useSessionUser } from '../../session/session-store';
import { PAGE_SCROLLER_ID, pageScroller } from '../../lib/page-scroller';

export function AppLayout() {
  const sidebar = useSidebarState();
  const { showTags } = useUiSettings();
  const user = useSessionUser();
  useFocusHeading(pageScroller);
  useEffect(() => {
    if (user) identifyChatUser(user);
  }, [user]);
  // Between a logout and the navigation to /login nothing of the protected shell may render: its
  // parts read the user.
  if (!user) return null;

  return (
    <div className="flex h-dvh overflow-hidden">
      <SkipLink target={pageScroller} />
      <Sidebar collapsed={sidebar.collapsed} mobile={sidebar.mobile} onNavigate={sidebar.closeDrawer} />
      {sidebar.mobile && sidebar.drawerOpen && (
        <div className="fixed inset-0 z-30 bg-slate-900/40" onClick={sidebar.closeDrawer} aria-hidden />
      )}
      {/* While the drawer is open it is the only thing on a phone (the overlay covers the rest): Tab stays in it. */}
      <div className="flex min-w-0 flex-1 flex-col" inert={sidebar.mobile && sidebar.drawerOpen}>
        <Navbar onToggleSidebar={sidebar.toggle} sidebarExpanded={!sidebar.collapsed} />
        {showTags && <TagsBar />}
        <main id={PAGE_SCROLLER_ID} tabIndex={-1} className="flex-1 overflow-y-auto p-4 outline-none md:p-6">
          <Outlet />
        </main>
      </div>
      <BackToTop target={pageScroller} />
      <OfferDialog />
    </div>
  );
}
