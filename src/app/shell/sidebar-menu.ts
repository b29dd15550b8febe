// Builds the sidebar from the route tree: every route with a menu entry the user's roles open.
import type { AnyRoute } from '@tanstack/react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MenuSection, RouteMenu } from '../route-meta';
import { canAccess } from '../../session/roles';
import type { Crumb } from './breadcrumbs/build-trail';

export type MenuItem = { to: string; title: MessageDescriptor; menu: RouteMenu };
export type MenuGroup = { section: MenuSection; title: MessageDescriptor; items: MenuItem[] };

export const SECTION_TITLES: Record<MenuSection, MessageDescriptor> = {
  main: msg`Work`,
  delivery: msg`Delivery`,
  integrations: msg`Integrations`,
  finance: msg`Finance`,
  settings: msg`Settings`,
};

const SECTION_ORDER: MenuSection[] = ['main', 'delivery', 'integrations', 'finance', 'settings'];

const linkPath = (fullPath: string) => fullPath.replace(/\/$/, '') || '/';

export function buildMenu(routes: readonly AnyRoute[], userRoles: readonly string[]): MenuGroup[] {
  const items: MenuItem[] = [];
  for (const route of routes) {
    const { menu, title, roles } = route.options.staticData ?? {};
    if (!menu || !title || !canAccess(roles, userRoles)) continue;
    items.push({ to: linkPath(route.fullPath), title, menu });
  }
  return SECTION_ORDER.map((section) => ({
    section,
    title: SECTION_TITLES[section],
    items: items.filter((i) => i.menu.section === section).sort((a, b) => a.menu.order - b.menu.order),
  })).filter((group) => group.items.length > 0);
}

/** The menu entry a page sits under: the deepest page of its trail that the menu lists (a RetailCRM account's
 *  page is under Modules, an invoice under the money account). */
export function menuEntryOf<T extends { to: string }>(trail: readonly Crumb[], items: readonly T[]): T | undefined {
  for (let i = trail.length - 1; i >= 0; i--) {
    const crumb = trail[i];
    const entry = crumb.kind === 'route' ? items.find((item) => item.to === crumb.to) : undefined;
    if (entry) return entry;
  }
  return undefined;
}
