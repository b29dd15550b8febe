// The sidebar: 232 px, collapsible to icons, a drawer on mobile.
import { useMemo, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Package } from 'lucide-react';
// clsx, not cn: these classes never conflict, and the shell is drawn in one blocking task, where
// tailwind-merge's first call builds its class map (~10 ms; see src/app/warm-up.ts).
import { clsx } from 'clsx';
import { menuEntryOf } from './sidebar-menu';
import { useMenu } from './use-menu';
import { useLeafTrail } from './breadcrumbs/route-trail';
import { SIDEBAR_WIDTH_PX } from './use-sidebar-state';
import { useDrawerFocus } from './use-drawer-focus';
import { useAfterFirstRender } from '../../lib/hooks/use-after-first-render';

type SidebarProps = { collapsed: boolean; mobile: boolean; onNavigate: () => void };

export function Sidebar({ collapsed, mobile, onNavigate }: SidebarProps) {
  const { i18n, t } = useLingui();
  const groups = useMenu();
  const trail = useLeafTrail();
  const activeTo = useMemo(() => menuEntryOf(trail, groups.flatMap((group) => group.items))?.to, [trail, groups]);
  const width = collapsed && !mobile ? 64 : SIDEBAR_WIDTH_PX;
  const iconsOnly = collapsed && !mobile;
  // The closed drawer is only moved off screen: inert takes its links out of the tab order and the
  // accessibility tree, or a phone user would tab through the whole menu before reaching the page.
  const hidden = mobile && collapsed;
  const ref = useRef<HTMLElement>(null);
  useDrawerFocus(ref, mobile && !collapsed, onNavigate);
  const afterFirstRender = useAfterFirstRender();
  // A phone starts with the drawer closed: its ~40 links (and their icons) are drawn when it first opens,
  // not with every page start, and kept from then on so that a closing drawer slides out full.
  const [opened, setOpened] = useState(!hidden);
  if (!hidden && !opened) setOpened(true);
  const linksShown = afterFirstRender && opened;

  return (
    <aside
      ref={ref}
      aria-label={t`Main menu`}
      data-collapsed={collapsed}
      inert={hidden}
      style={{ width }}
      className={clsx(
        'flex h-dvh shrink-0 flex-col overflow-y-auto bg-slate-900 text-slate-200 transition-[width,transform] duration-200',
        mobile && 'fixed inset-y-0 left-0 z-40 shadow-xl',
        mobile && collapsed && '-translate-x-full',
      )}
    >
      <Link to="/dashboard" onClick={onNavigate} className="flex h-14 items-center gap-2 px-5 font-semibold text-white">
        <Package className="size-6 shrink-0" aria-hidden />
        {/* Icons only: the name stays for screen readers, the link would have none. */}
        <span className={clsx(iconsOnly && 'sr-only')}>Parcel Console</span>
      </Link>
      <nav className="flex flex-col gap-4 py-2">
        {linksShown && groups.map((group) => (
          <div key={group.section} className="flex flex-col">
            {!iconsOnly && (
              <p className="px-5 pb-1 text-xs tracking-wide text-slate-400 uppercase">{i18n._(group.title)}</p>
            )}
            {group.items.map(({ to, title, menu: { icon: Icon } }) => (
              // The entry the page sits under is marked, on its records' pages too; the router adds
              // aria-current="page" where the entry is the page itself.
              <Link
                key={to}
                to={to}
                onClick={onNavigate}
                title={i18n._(title)}
                activeOptions={{ exact: true, includeSearch: false }}
                aria-current={to === activeTo ? 'true' : undefined}
                // A finger's 44 px on a phone (docs/decisions/phone.md "Touch").
                className={clsx(
                  'flex items-center gap-3 px-5 py-2 text-sm hover:bg-slate-800 max-sm:min-h-[44px]',
                  to === activeTo && 'border-l-4 border-primary bg-slate-800 pl-4 text-white',
                )}
              >
                <Icon className="size-4 shrink-0" aria-hidden />
                <span className={iconsOnly ? 'sr-only' : 'truncate'}>{i18n._(title)}</span>
              </Link>
            ))}
          </div>
        ))}
      </nav>
    </aside>
  );
}
