// Breadcrumbs of the current route: route titles, and each record named by its number or name from this device
// (a record this device does not have gets no crumb, rather than its raw id). One line: a long name is cut
// short and shown whole in its tooltip.
import { Fragment, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import type { Crumb } from './build-trail';
import { useLeafTrail } from './route-trail';
import { RecordTitle } from '../records/record-title';
import { recordSourceOf } from '../records/record-source';

// Parents give way first, down to a few letters; the page's own crumb keeps its name longest.
const PARENT = 'min-w-[2.5rem] max-w-[12rem] shrink truncate';
const CURRENT = 'min-w-[2.5rem] max-w-[16rem] shrink-[0.1] truncate text-slate-900';

function CrumbText({ text, to, current }: { text: string; to?: string; current: boolean }) {
  if (current) return <span aria-current="page" title={text} className={CURRENT}>{text}</span>;
  if (to) return <Link to={to} title={text} className={`${PARENT} hover:text-slate-900`}>{text}</Link>;
  return <span title={text} className={PARENT}>{text}</span>;
}

function ItemCrumb({ crumb, current, chevron }: { crumb: Extract<Crumb, { kind: 'item' }>; current: boolean; chevron: ReactNode }) {
  const source = recordSourceOf(crumb.parent, crumb.value);
  if (!source) return null;
  return (
    <RecordTitle source={source}>
      {(title) => title && <>{chevron}<CrumbText text={title} to={crumb.to} current={current} /></>}
    </RecordTitle>
  );
}

export function Breadcrumbs() {
  const { i18n, t } = useLingui();
  const trail = useLeafTrail().filter((c) => !(c.kind === 'route' && c.to === '/dashboard'));
  const chevron = <ChevronRight className="size-3.5 shrink-0" aria-hidden />;

  return (
    <nav aria-label={t`Breadcrumbs`} className="hidden min-w-0 flex-nowrap items-center gap-1 overflow-hidden whitespace-nowrap text-sm text-slate-500 sm:flex">
      <Link to="/dashboard" className="shrink-0 hover:text-slate-900">
        {t`Dashboard`}
      </Link>
      {trail.map((crumb, index) => {
        const current = index === trail.length - 1;
        return crumb.kind === 'route' ? (
          <Fragment key={crumb.to}>
            {chevron}
            <CrumbText text={i18n._(crumb.title)} to={crumb.to} current={current} />
          </Fragment>
        ) : (
          <ItemCrumb key={`${crumb.param}:${crumb.value}`} crumb={crumb} current={current} chevron={chevron} />
        );
      })}
    </nav>
  );
}
