// The tags bar: one entry per opened view, named by its record, closable, so operators jump between an order
// and its list. At most MAX_OPEN_VIEWS (open-views.ts); the bar scrolls sideways to the view shown, and the menu
// at its end lists them all (docs/decisions/shell-and-settings.md "Breadcrumbs and open views").
// It is a list of links in a <nav>, not a tablist: each entry opens a page (there is no tab panel), and a
// tab could not hold its own close button (interactive controls must not nest).
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { closeOtherViews, closeView, openView, useOpenViews, type OpenView } from '../../../features/open-views/open-views-store';
// clsx, not cn: these classes never conflict, and the shell is drawn in one blocking task, where
// tailwind-merge's first call builds its class map (~10 ms; see src/app/warm-up.ts).
import { clsx } from 'clsx';
import { useAfterFirstRender } from '../../../lib/hooks/use-after-first-render';
import { routeById, useLeaf } from '../breadcrumbs/route-trail';
import { ViewLabel, type ViewName } from './view-label';
import { viewKeyOf } from './view-key';
import { ViewsMenu } from './views-menu';

/** Scrolls the bar (not the page) so the tab is in sight. Not scrollIntoView: Chromium moves the keyboard's
 *  starting point to an element scrolled into view, and the first Tab of a page then skipped the skip link
 *  and the menu for the tab bar. */
function showTab(tab: HTMLElement | null | undefined): void {
  const bar = tab?.parentElement;
  if (!tab || !bar) return;
  const left = tab.getBoundingClientRect().left - bar.getBoundingClientRect().left + bar.scrollLeft;
  if (left < bar.scrollLeft) bar.scrollLeft = left;
  else if (left + tab.offsetWidth > bar.scrollLeft + bar.clientWidth) bar.scrollLeft = left + tab.offsetWidth - bar.clientWidth;
}

function ViewTab({ view, active, onClose }: { view: OpenView; active: boolean; onClose: () => void }) {
  return <ViewLabel view={view} active={active}>{(name) => <TabItem view={view} name={name} active={active} onClose={onClose} />}</ViewLabel>;
}

function TabItem({ view, name: { label, tooltip, icon: Icon }, active, onClose }: { view: OpenView; name: ViewName; active: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const title = label;
  const ref = useRef<HTMLLIElement>(null);
  // Again once its name (which may widen it) has been read; TagsBar brings it into sight after a navigation.
  useEffect(() => {
    if (active) showTab(ref.current);
  }, [active, label]);
  return (
    <li
      ref={ref}
      data-active={active}
      className={clsx(
        'flex shrink-0 items-center rounded border text-xs',
        active ? 'border-primary bg-primary text-white' : 'border-slate-200 text-slate-600 hover:bg-slate-50',
      )}
      onAuxClick={(e) => e.button === 1 && onClose()}
      onDoubleClick={() => closeOtherViews(view.path)}
    >
      {/* The router marks the link of the page shown aria-current; exact, or a list would be "current" on its records. */}
      <Link to={view.path} title={tooltip} activeOptions={{ exact: true, includeSearch: false }} className="flex min-h-[24px] max-w-[14rem] items-center gap-1.5 rounded pl-2 pr-1">
        {Icon && <Icon className="size-3.5 shrink-0 opacity-70" aria-hidden />}
        <span className="truncate">{label}</span>
      </Link>
      {/* 24 px in any UI size: the smallest target a finger or a shaky hand can hit. */}
      <button
        type="button"
        aria-label={t`Close tab ${title}`}
        onClick={onClose}
        className="flex size-[24px] shrink-0 items-center justify-center rounded hover:bg-black/10"
      >
        <X className="size-3" aria-hidden />
      </button>
    </li>
  );
}

export function TagsBar() {
  const { t } = useLingui();
  const router = useRouter();
  const navigate = useNavigate();
  const views = useOpenViews();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const leaf = useLeaf();
  const tabsShown = useAfterFirstRender();
  const list = useRef<HTMLUListElement>(null);

  // The view shown is scrolled into sight after each navigation, however far along the bar it is. After the
  // router has drawn the page: its scroll restoration sets the bar back to where it was on the last page.
  useEffect(() => router.subscribe('onRendered', () => showTab(list.current?.querySelector<HTMLElement>('[data-active="true"]'))), [router]);

  // The path comes from the match, not the location: while a navigation is pending the location is
  // already new but the matches are still the old route's, and the tab would get the wrong title.
  useEffect(() => {
    const route = routeById(router, leaf.routeId);
    if (!route?.options.staticData?.title) return;
    openView({ key: viewKeyOf(route.fullPath, leaf.pathname), path: leaf.pathname, routeId: leaf.routeId });
  }, [router, leaf]);

  const close = (path: string) => {
    const next = closeView(path);
    if (samePath(path, pathname)) void navigate({ to: next ?? '/dashboard' });
  };
  const activePath = views.find((view) => samePath(view.path, pathname))?.path;

  return (
    <nav aria-label={t`Open views`} className="flex shrink-0 items-center gap-1 border-b bg-white pr-2">
      <ul ref={list} className="flex h-10 min-w-0 flex-1 items-center gap-1 overflow-x-auto px-2 [scrollbar-width:thin]">
        {tabsShown && views.map((view) => (
          <ViewTab key={view.key} view={view} active={view.path === activePath} onClose={() => close(view.path)} />
        ))}
      </ul>
      {tabsShown && views.length > 0 && <ViewsMenu views={views} activePath={activePath} />}
    </nav>
  );
}

// An index route's match path ends in a slash ("/orders/"), the location's does not.
const samePath = (a: string, b: string) => a.replace(/(.)\/$/, '$1') === b.replace(/(.)\/$/, '$1');
