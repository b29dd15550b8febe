// What an open view is called: the record it shows ("PC-0015000", "Демо Магазин"), a page about a record with
// that record's name ("СДЭК · Connections"), else the page's title. The name of a record the tab does not read
// now (a point, which needs the points worker) is the one remembered when the view was last shown.
import { useEffect, type ReactNode } from 'react';
import { useRouter, type AnyRoute, type AnyRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import { nameView, type OpenView } from '../../../features/open-views/open-views-store';
import { routeTitle } from '../../route-title';
import type { Crumb } from '../breadcrumbs/build-trail';
import { routeById, trailOf } from '../breadcrumbs/route-trail';
import { RecordTitle } from '../records/record-title';
import { recordSourceOf } from '../records/record-source';
import { buildMenu, menuEntryOf } from '../sidebar-menu';
import { ROLE_ADMIN } from '../../../contract/constants';
import { paramsOf } from './view-key';

export type ViewName = { label: string; tooltip: string; icon?: LucideIcon };

/** Remembers the record's name of the view shown, for its tab after a reload. */
function Remember({ path, title }: { path: string; title: string }) {
  useEffect(() => nameView(path, title), [path, title]);
  return null;
}

const iconsOf = new WeakMap<AnyRouter, Array<{ to: string; icon: LucideIcon }>>();

/** Every menu entry's page and icon (a tab shows the icon of the entry its page sits under). */
function menuIcons(router: AnyRouter): Array<{ to: string; icon: LucideIcon }> {
  let icons = iconsOf.get(router);
  if (!icons) {
    icons = buildMenu(Object.values(router.routesById as Record<string, AnyRoute>), [ROLE_ADMIN]).flatMap((group) => group.items.map(({ to, menu }) => ({ to, icon: menu.icon })));
    iconsOf.set(router, icons);
  }
  return icons;
}

const lastItem = (trail: Crumb[]) => trail.findLast((c): c is Extract<Crumb, { kind: 'item' }> => c.kind === 'item');

export function ViewLabel({ view, active, children }: { view: OpenView; active: boolean; children: (name: ViewName) => ReactNode }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const route = routeById(router, view.routeId);
  const params = paramsOf(route?.fullPath ?? view.path, view.path);
  const trail = trailOf(router, view.routeId, params);
  const icon = menuEntryOf(trail, menuIcons(router))?.icon;
  const descriptor = routeTitle(route?.options.staticData, params);
  const page = descriptor ? i18n._(descriptor) : view.path;
  const item = lastItem(trail);
  const source = item && recordSourceOf(item.parent, item.value);
  if (!source) return children({ label: page, tooltip: page, icon });

  // The view is the record's own page (details, edit, status) when its key is the record's path.
  const ownPage = view.key !== view.path;
  return (
    <RecordTitle source={source} points={active}>
      {(title) => {
        const record = title ?? view.title;
        const name = !record ? { label: page, tooltip: page, icon }
          : ownPage ? { label: record, tooltip: `${page}: ${record}`, icon }
          : { label: `${record} · ${page}`, tooltip: `${record} · ${page}`, icon };
        return (
          <>
            {active && title && ownPage && <Remember path={view.path} title={title} />}
            {children(name)}
          </>
        );
      }}
    </RecordTitle>
  );
}
