// Walks a route's path from the top: each prefix that has a page becomes a crumb, each dynamic segment
// becomes the crumb of its record. A prefix without a page of its own stands for its section's start page
// (`/modules` for `/modules/index`, `/points` for `/points/list`), so a trail never skips a parent
// (docs/decisions/shell-and-settings.md "Breadcrumbs and open views").
import type { MessageDescriptor } from '@lingui/core';
import { NEW_ITEM, routeTitle } from '../../route-title';

export type Crumb =
  | { kind: 'route'; title: MessageDescriptor; to: string }
  /** `parent`: the static segment before the id, which tells whose id it is; `to`: the record's own page, if any. */
  | { kind: 'item'; param: string; value: string; parent: string; to?: string };

type RouteInfo = { title?: MessageDescriptor; newTitle?: MessageDescriptor; parent?: string };
type RouteLookup = (path: string) => RouteInfo | undefined;

/** Where a section starts when its own path has no page. */
const START_PAGES = ['', '/', '/index', '/list'];
/** A record's own page, for the link of its crumb. */
const RECORD_PAGES = ['/details', '/edit'];

const interpolate = (path: string, params: Record<string, string>) =>
  path.replace(/\$(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? name));

const linkPath = (path: string) => path.replace(/(.)\/$/, '$1');

function findPage(lookup: RouteLookup, path: string, suffixes: string[]): { path: string; info: RouteInfo } | undefined {
  for (const suffix of suffixes) {
    const info = lookup(path + suffix);
    if (info?.title) return { path: path + suffix, info };
  }
  return undefined;
}

export function buildTrail(fullPath: string, params: Record<string, string>, lookup: RouteLookup): Crumb[] {
  const segments = fullPath.replace(/^\/|\/$/g, '').split('/').filter(Boolean);
  const crumbs: Crumb[] = [];
  const seen = new Set<string>();
  const addRoute = (path: string, info: RouteInfo) => {
    const title = path === fullPath ? routeTitle(info, params) : info.title;
    if (seen.has(path) || !title) return;
    seen.add(path);
    crumbs.push({ kind: 'route', title, to: linkPath(interpolate(path, params)) });
  };

  // A page whose path does not say where it belongs names its parent (an invoice is the money account's).
  const leafParent = lookup(fullPath)?.parent;
  const parentPage = leafParent ? findPage(lookup, leafParent, START_PAGES) : undefined;
  if (parentPage) addRoute(parentPage.path, parentPage.info);

  for (let i = 1; i <= segments.length; i++) {
    const prefix = '/' + segments.slice(0, i).join('/');
    const last = segments[i - 1];
    if (last.startsWith('$')) {
      const param = last.slice(1);
      // `new` stands for an item not made yet (a new integration): there is nothing to name or link to.
      if (params[param] === NEW_ITEM) continue;
      const own = findPage(lookup, prefix, RECORD_PAGES);
      const linked = own && own.path !== fullPath;
      crumbs.push({
        kind: 'item', param, value: params[param] ?? '', parent: segments[i - 2] ?? '',
        ...(linked ? { to: linkPath(interpolate(own.path, params)) } : {}),
      });
      continue;
    }
    const page = findPage(lookup, prefix, START_PAGES);
    if (page) addRoute(page.path, page.info);
  }
  return crumbs;
}
