// What each route tells the shell: its title (breadcrumbs, tags, page title), who may open it,
// and where it sits in the sidebar. Read by the guard, the sidebar and the breadcrumbs.
import type { MessageDescriptor } from '@lingui/core';
import type { LucideIcon } from 'lucide-react';

export type MenuSection = 'main' | 'delivery' | 'integrations' | 'finance' | 'settings';

export type RouteMenu = { section: MenuSection; order: number; icon: LucideIcon };

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    title?: MessageDescriptor;
    /** Roles that may open the route; admin always may; none listed means everyone. */
    roles?: readonly string[];
    menu?: RouteMenu;
    /** The page a breadcrumb trail puts above this one when the path does not say (an invoice: the money account). */
    parent?: string;
    /** The title while the route makes a new item (its last id is `new`: integrations/new/edit). */
    newTitle?: MessageDescriptor;
  }
}
