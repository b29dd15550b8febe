// One connection in a provider's list: its name and state, INN and rates, and what can be done with it.
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil } from 'lucide-react';
import { ChangeBadge } from '../../../components/sync/change-badge';
import { Button } from '../../../components/ui/button';
import type { ConnectionItem } from '../data/use-connections';
import { DeleteConnectionButton } from './delete-connection-button';

export function ConnectionCard({ connection: c, editable }: { connection: ConnectionItem; editable: boolean }) {
  const { t, i18n } = useLingui();
  const name = c.name;
  const percent = (n: number | undefined) =>
    n === undefined ? '—' : `${new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 }).format(n)} %`;
  const facts: Array<[string, string]> = [
    [t`INN`, c.inn || '—'],
    [t`Insurance rate`, percent(c.insuranceRate)],
    [t`Cash service rate`, percent(c.cashServiceRate)],
    [t`Assessed cost`, percent(c.assessedCostPercent)],
  ];
  return (
    <li data-connection-id={c.id} className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="min-w-0 flex-1 basis-64">
        <p className="flex flex-wrap items-center gap-2">
          {editable ? (
            <Link
              to="/providers/$providerKey/connections/$id/edit" params={{ providerKey: c.providerKey, id: c.id }}
              className="font-medium break-words text-slate-900 hover:text-primary hover:underline"
            >
              {c.name}
            </Link>
          ) : (
            <span className="font-medium break-words text-slate-900">{c.name}</span>
          )}
          <ChangeBadge row={c} />
        </p>
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          {facts.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs text-slate-500">{label}</dt>
              <dd className="text-slate-800 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="flex items-center gap-1">
        {editable && (
          <Button asChild size="sm" variant="secondary">
            <Link to="/providers/$providerKey/connections/$id/edit" params={{ providerKey: c.providerKey, id: c.id }} aria-label={t`Edit ${name}`}>
              <Pencil className="size-3.5" aria-hidden />
              <Trans>Edit</Trans>
            </Link>
          </Button>
        )}
        <DeleteConnectionButton connection={c} />
      </div>
    </li>
  );
}
