// The trail of a route of this router (build-trail.ts over the route tree), and of the page shown now: read by
// the breadcrumbs, the sidebar (which entry the page is under) and the open views (what a tab shows).
import { useMemo } from 'react';
import { useMatches, useRouter, type AnyRoute, type AnyRouter } from '@tanstack/react-router';
import { buildTrail, type Crumb } from './build-trail';

const byPathOf = new WeakMap<AnyRouter, Map<string, AnyRoute>>();

export const routeById = (router: AnyRouter, routeId: string): AnyRoute | undefined =>
  (router.routesById as Record<string, AnyRoute | undefined>)[routeId];

export function trailOf(router: AnyRouter, routeId: string, params: Record<string, string>): Crumb[] {
  let byPath = byPathOf.get(router);
  // The trail asks by plain path strings.
  if (!byPath) byPathOf.set(router, (byPath = new Map<string, AnyRoute>(Object.entries(router.routesByPath))));
  const routes = byPath;
  const fullPath = routeById(router, routeId)?.fullPath ?? '/';
  return buildTrail(fullPath, params, (path) => routes.get(path)?.options.staticData);
}

export type Leaf = { routeId: string; pathname: string; params: Record<string, string> };

/** The page shown: its route, path and params, kept stable while they stay the same. */
export function useLeaf(): Leaf {
  const routeId = useMatches({ select: (m) => m[m.length - 1].routeId as string });
  const pathname = useMatches({ select: (m) => m[m.length - 1].pathname });
  const paramsKey = useMatches({ select: (m) => JSON.stringify(m[m.length - 1].params) });
  return useMemo(() => ({ routeId, pathname, params: JSON.parse(paramsKey) as Record<string, string> }), [routeId, pathname, paramsKey]);
}

export function useLeafTrail(): Crumb[] {
  const router = useRouter();
  const { routeId, params } = useLeaf();
  return useMemo(() => trailOf(router, routeId, params), [router, routeId, params]);
}
