// Breadcrumbs of the current route: route titles, and item titles for dynamic ids.
import { Fragment } from 'react';
import { Link, useMatches, useRouter, type AnyRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import { buildTrail, type Crumb } from './build-trail';
import { useItemTitle } from './item-title';

function ItemCrumb({ crumb }: { crumb: Extract<Crumb, { kind: 'item' }> }) {
  return <span>{useItemTitle(crumb.param, crumb.value, crumb.to)}</span>;
}

export function Breadcrumbs() {
  const { i18n, t } = useLingui();
  const router = useRouter();
  const leaf = useMatches({ select: (matches) => matches[matches.length - 1] });
  // The trail asks by plain path strings.
  const byPath = new Map<string, AnyRoute>(Object.entries(router.routesByPath));
  const trail = buildTrail(router.routesById[leaf.routeId]?.fullPath ?? '/', leaf.params as Record<string, string>, (p) =>
    byPath.get(p)?.options.staticData,
  );

  return (
    <nav aria-label={t`Breadcrumbs`} className="hidden min-w-0 items-center gap-1 text-sm text-slate-500 sm:flex">
      <Link to="/dashboard" className="hover:text-slate-900">
        {t`Dashboard`}
      </Link>
      {trail
        .filter((c) => !(c.kind === 'route' && c.to === '/dashboard'))
        .map((crumb, index, all) => (
          <Fragment key={crumb.to}>
            <ChevronRight className="size-3.5 shrink-0" aria-hidden />
            {index === all.length - 1 ? (
              <span aria-current="page" className="truncate text-slate-900">
                {crumb.kind === 'route' ? i18n._(crumb.title) : <ItemCrumb crumb={crumb} />}
              </span>
            ) : crumb.kind === 'route' ? (
              <Link to={crumb.to} className="truncate hover:text-slate-900">
                {i18n._(crumb.title)}
              </Link>
            ) : (
              <ItemCrumb crumb={crumb} />
            )}
          </Fragment>
        ))}
    </nav>
  );
}
