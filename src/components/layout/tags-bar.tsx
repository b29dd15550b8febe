// The tags bar: one tab per opened view, closable, so operators jump between an order and its list.
import { useEffect } from 'react';
import { Link, useMatches, useNavigate, useRouter, useRouterState, type AnyRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { closeOtherViews, closeView, openView, useOpenViews } from '../../features/open-views/open-views-store';
import { cn } from '../../lib/cn';

export function TagsBar() {
  const { i18n, t } = useLingui();
  const router = useRouter();
  const navigate = useNavigate();
  const views = useOpenViews();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const leaf = useMatches({ select: (m) => m[m.length - 1] });

  // The path comes from the match, not the location: while a navigation is pending the location is
  // already new but the matches are still the old route's, and the tab would get the wrong title.
  useEffect(() => {
    if (leaf.staticData?.title) openView({ path: leaf.pathname, routeId: leaf.routeId });
  }, [leaf.pathname, leaf.routeId, leaf.staticData]);

  const close = (path: string) => {
    const next = closeView(path);
    if (path === pathname) void navigate({ to: next ?? '/dashboard' });
  };

  return (
    <div role="tablist" aria-label={t`Open views`} className="flex h-9 items-center gap-1 overflow-x-auto border-b bg-white px-2">
      {views.map((view) => {
        const title = (router.routesById as unknown as Record<string, AnyRoute>)[view.routeId]?.options.staticData?.title;
        const active = view.path === pathname;
        return (
          <div
            key={view.path}
            role="tab"
            aria-selected={active}
            className={cn(
              'flex shrink-0 items-center gap-1 rounded border px-2 py-0.5 text-xs',
              active ? 'border-primary bg-primary text-white' : 'border-slate-200 text-slate-600 hover:bg-slate-50',
            )}
            onAuxClick={(e) => e.button === 1 && close(view.path)}
            onDoubleClick={() => closeOtherViews(view.path)}
          >
            <Link to={view.path}>{title ? i18n._(title) : view.path}</Link>
            <button type="button" aria-label={t`Close tab`} onClick={() => close(view.path)} className="rounded hover:bg-black/10">
              <X className="size-3" />
            </button>
          </div>
        );
      })}
    </div>
  );
}
