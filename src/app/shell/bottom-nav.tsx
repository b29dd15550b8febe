// The phone's navigation (docs/decisions/phone.md "Bottom navigation"): the screens of field work where a thumb
// reaches them, and "More" for the whole menu (the drawer). Only the entries the user's roles open, as in the
// sidebar; the entry the page sits under is marked.
import { useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Menu } from 'lucide-react';
// clsx, not cn: the shell is drawn in one blocking task (see sidebar.tsx).
import { clsx } from 'clsx';
import { menuEntryOf } from './sidebar-menu';
import { useMenu } from './use-menu';
import { useLeafTrail } from './breadcrumbs/route-trail';

/** The bar's screens, in this order; the rest of the menu is behind "More". */
export const BOTTOM_NAV_PATHS = ['/orders', '/points/list', '/calculator/index'];

// 56 px in any UI size, over the safe area of a phone without a home button. The outline sits inside: the bar
// is at the screen's edge.
const ITEM = 'flex min-h-[56px] w-full flex-col items-center justify-center gap-0.5 px-1 pt-1 text-xs leading-tight outline-none ' +
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary';
const ICON = 'flex h-7 w-14 items-center justify-center rounded-full';

export function BottomNav({ menuOpen, onMenu }: { menuOpen: boolean; onMenu: () => void }) {
  const { i18n, t } = useLingui();
  const groups = useMenu();
  const items = useMemo(() => {
    const all = groups.flatMap((group) => group.items);
    return BOTTOM_NAV_PATHS.flatMap((path) => all.filter((item) => item.to === path));
  }, [groups]);
  const trail = useLeafTrail();
  const activeTo = useMemo(() => menuEntryOf(trail, items)?.to, [trail, items]);

  return (
    <nav aria-label={t`Sections`} className="shrink-0 border-t bg-white pb-[env(safe-area-inset-bottom)]">
      <ul className="flex">
        {items.map(({ to, title, menu: { icon: Icon } }) => {
          const active = to === activeTo;
          return (
            <li key={to} className="flex min-w-0 flex-1">
              {/* The router marks the entry aria-current="page" on the page itself; under it (a record) "true". */}
              <Link
                to={to}
                activeOptions={{ exact: true, includeSearch: false }}
                aria-current={active ? 'true' : undefined}
                className={clsx(ITEM, active ? 'font-semibold text-primary' : 'text-slate-600')}
              >
                <span className={clsx(ICON, active && 'bg-primary/10')}><Icon className="size-5" aria-hidden /></span>
                <span className="line-clamp-2 text-center">{i18n._(title)}</span>
              </Link>
            </li>
          );
        })}
        <li className="flex min-w-0 flex-1">
          {/* A page none of the bar's entries holds is somewhere in this menu: it is marked instead. */}
          <button type="button" aria-expanded={menuOpen} onClick={onMenu} className={clsx(ITEM, activeTo ? 'text-slate-600' : 'font-semibold text-primary')}>
            <span className={clsx(ICON, !activeTo && 'bg-primary/10')}><Menu className="size-5" aria-hidden /></span>
            <span className="line-clamp-2 text-center">{t`More`}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
