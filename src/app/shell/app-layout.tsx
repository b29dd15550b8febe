// The protected shell: sidebar, navbar, tags bar and the page, plus the dialogs every page shares.
import { lazy, memo, Suspense, useEffect } from 'react';
import { Outlet } from '@tanstack/react-router';
import { Sidebar } from './sidebar';
import { Navbar } from './navbar';
import { TagsBar } from './tags/tags-bar';
import { BackToTop } from './back-to-top';
import { OfferDialog } from './offer-dialog';
import { SkipLink } from './skip-link';
import { BottomNav } from './bottom-nav';
import { InstallBanner } from '../install/install-banner';
import { useRememberScreen } from './use-remember-screen';
import { useFocusHeading } from './use-focus-heading';
import { useSidebarState } from './use-sidebar-state';
import { useUiSettings } from '../../components/layout/ui-settings-store';
import { identifyChatUser } from '../chat-widget';
import { useSessionUser } from '../../session/session-store';
import { PAGE_SCROLLER_ID, pageScroller } from '../../lib/page-scroller';
import { useAfterFirstRender } from '../../lib/hooks/use-after-first-render';
import { useIsPhone } from '../../lib/hooks/use-media-query';
import { ROLE_ADMIN } from '../../contract/constants';

// Billing is the admins' (docs/decisions/billing.md); its warning loads after the page, apart from the entry.
const LowBalanceBanner = lazy(() => import('../../features/billing/components/low-balance-banner'));

// The layout re-renders when the session's user or the settings change (a few times while a page starts);
// its parts re-render only when their own props do: each redo of the whole shell cost ~40 components.
const ShellSidebar = memo(Sidebar);
const ShellNavbar = memo(Navbar);
const ShellTagsBar = memo(TagsBar);
const ShellBackToTop = memo(BackToTop);
const ShellOfferDialog = memo(OfferDialog);
const ShellSkipLink = memo(SkipLink);
const ShellBottomNav = memo(BottomNav);
const ShellInstallBanner = memo(InstallBanner);

/** Alone in a component of its own: the route's state it follows changes with each navigation. */
function FocusHeadingOnNavigate() {
  useFocusHeading(pageScroller);
  return null;
}

/** Alone for the same reason: the installed app's next start opens the screen last shown (last-screen.ts). */
function RememberScreen({ userId }: { userId: number }) {
  useRememberScreen(userId);
  return null;
}

export function AppLayout() {
  const sidebar = useSidebarState();
  const { showTags } = useUiSettings();
  const user = useSessionUser();
  // The page's first render is a transition (use-after-first-render.ts): the router draws a new match at
  // once and whole, and the whole page at start was its longest task.
  const pageShown = useAfterFirstRender();
  const phone = useIsPhone();
  useEffect(() => {
    if (user) identifyChatUser(user);
  }, [user]);
  // Between a logout and the navigation to /login nothing of the protected shell may render: its
  // parts read the user.
  if (!user) return null;

  return (
    // The sides keep clear of a phone's notch held sideways (index.html's viewport-fit=cover).
    <div className="flex h-dvh overflow-hidden pr-[env(safe-area-inset-right)] pl-[env(safe-area-inset-left)]">
      <FocusHeadingOnNavigate />
      <RememberScreen userId={user.id} />
      <ShellSkipLink target={pageScroller} />
      <ShellSidebar collapsed={sidebar.collapsed} mobile={sidebar.mobile} onNavigate={sidebar.closeDrawer} />
      {sidebar.mobile && sidebar.drawerOpen && (
        <div className="fixed inset-0 z-30 bg-slate-900/40" onClick={sidebar.closeDrawer} aria-hidden />
      )}
      {/* While the drawer is open it is the only thing on a phone (the overlay covers the rest): Tab stays in it. */}
      <div className="flex min-w-0 flex-1 flex-col" inert={sidebar.mobile && sidebar.drawerOpen}>
        <ShellNavbar onToggleSidebar={sidebar.toggle} sidebarExpanded={!sidebar.collapsed} />
        {/* A phone has no room for the open views: its bottom bar leads to the sections (docs/decisions/phone.md). */}
        {showTags && !phone && <ShellTagsBar />}
        {pageShown && user.roles.includes(ROLE_ADMIN) && <Suspense fallback={null}><LowBalanceBanner /></Suspense>}
        {/* Room below the page for the back-to-top button (back-to-top.tsx): scrolled to the end, the last rows
            and the tables' right-hand columns clear it. Positioned, so that what the page places absolutely
            (screen-reader-only texts, a phone table's hidden header) stays inside this scroller: placed against
            the viewport, such a box far down the page made the document itself scroll, shell and all. */}
        <main id={PAGE_SCROLLER_ID} tabIndex={-1} className="relative flex-1 overflow-y-auto p-4 pb-20 outline-none md:p-6 md:pb-20">
          {pageShown && <Outlet />}
        </main>
        {/* Below the page's scroller, not over it: the page's last rows and a form's sticky buttons end above. */}
        {pageShown && <ShellInstallBanner />}
        {phone && <ShellBottomNav menuOpen={sidebar.drawerOpen} onMenu={sidebar.toggle} />}
      </div>
      <ShellBackToTop target={pageScroller} />
      <ShellOfferDialog />
    </div>
  );
}
