// Walks a route's path from the top: each prefix that is a titled route becomes a crumb,
// each dynamic segment becomes the item's crumb.
import type { MessageDescriptor } from '@lingui/core';

export type Crumb =
  | { kind: 'route'; title: MessageDescriptor; to: string }
  | { kind: 'item'; param: string; value: string; to: string };

/** The id segment of a page that makes an item (integrations/new/edit). */
export const NEW_ITEM = 'new';

type RouteLookup = (path: string) => { title?: MessageDescriptor } | undefined;

const interpolate = (segments: string[], params: Record<string, string>) =>
  '/' + segments.map((s) => (s.startsWith('$') ? encodeURIComponent(params[s.slice(1)] ?? s) : s)).join('/');

export function buildTrail(fullPath: string, params: Record<string, string>, lookup: RouteLookup): Crumb[] {
  const segments = fullPath.replace(/^\/|\/$/g, '').split('/').filter(Boolean);
  const crumbs: Crumb[] = [];
  for (let i = 1; i <= segments.length; i++) {
    const prefix = segments.slice(0, i);
    const path = '/' + prefix.join('/');
    const route = lookup(path) ?? lookup(path + '/');
    const to = interpolate(prefix, params);
    if (route?.title) crumbs.push({ kind: 'route', title: route.title, to });
    else if (prefix[i - 1].startsWith('$')) {
      const param = prefix[i - 1].slice(1);
      // `new` stands for an item not made yet (a new integration): there is nothing to name or link to.
      if (params[param] !== NEW_ITEM) crumbs.push({ kind: 'item', param, value: params[param] ?? '', to });
    }
  }
  return crumbs;
}
