// The tags bar: one entry per opened view, closable, so operators jump between an order and its list.
// It is a list of links in a <nav>, not a tablist: each entry opens a page (there is no tab panel), and a
// tab could not hold its own close button (interactive controls must not nest).
import { useEffect } from 'react';
import { Link, useMatches, useNavigate, useRouter, useRouterState, type AnyRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { closeOtherViews, closeView, openView, useOpenViews } from '../../features/open-views/open-views-store';
// clsx, not cn: these classes never conflict, and the shell is drawn in one blocking task, where
// tailwind-merge's first call builds its class map (~10 ms; see src/app/warm-up.ts).
import { clsx } from 'clsx';
import { useAfterFirstRender } from '../../lib/hooks/use-after-first-render';

export function TagsBar() {
  const { i18n, t } = useLingui();
  const router = useRouter();
  const navigate = useNavigate();
  const views = useOpenViews();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const leaf = useMatches({ select: (m) => m[m.length - 1] });
  const tabsShown = useAfterFirstRender();

  // The path comes from the match, not the location: while a navigation is pending the location is
  // already new but the matches are still the old route's, and the tab would get the wrong title.
  useEffect(() => {
    if (leaf.staticData?.title) openView({ path: leaf.pathname, routeId: leaf.routeId });
  }, [leaf.pathname, leaf.routeId, leaf.staticData]);

  const close = (path: string) => {
    const next = closeView(path);
    if (samePath(path, pathname)) void navigate({ to: next ?? '/dashboard' });
  };

  // A view names its route by a plain string id.
  const routesById = new Map<string, AnyRoute>(Object.entries(router.routesById));

  return (
    <nav aria-label={t`Open views`} className="shrink-0 border-b bg-white">
      <ul className="flex h-10 items-center gap-1 overflow-x-auto px-2">
        {tabsShown && views.map((view) => {
          const route = routesById.get(view.routeId);
          const title = route?.options.staticData?.title ? i18n._(route.options.staticData.title) : view.path;
          const active = samePath(view.path, pathname);
          return (
            <li
              key={view.path}
              className={clsx(
                'flex shrink-0 items-center rounded border text-xs',
                active ? 'border-primary bg-primary text-white' : 'border-slate-200 text-slate-600 hover:bg-slate-50',
              )}
              onAuxClick={(e) => e.button === 1 && close(view.path)}
              onDoubleClick={() => closeOtherViews(view.path)}
            >
              {/* The router marks the link of the page shown aria-current; exact, or a list would be "current" on its records. */}
              <Link to={view.path} activeOptions={{ exact: true }} className="flex min-h-[24px] items-center rounded pl-2 pr-1">
                {title}
              </Link>
              {/* 24 px in any UI size: the smallest target a finger or a shaky hand can hit. */}
              <button
                type="button"
                aria-label={t`Close tab ${title}`}
                onClick={() => close(view.path)}
                className="flex size-[24px] items-center justify-center rounded hover:bg-black/10"
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

// An index route's match path ends in a slash ("/orders/"), the location's does not.
const samePath = (a: string, b: string) => a.replace(/(.)\/$/, '$1') === b.replace(/(.)\/$/, '$1');
