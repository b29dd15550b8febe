// One delivery service on the providers screen: name, what it does, its connections count and the
// link to them. The whole card is one link, so keyboard users tab once per service.
import { Link } from '@tanstack/react-router';
import { Plural, Trans } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { ProviderRow } from '../lib/provider-rows';

export function ProviderCard({ row, counting }: { row: ProviderRow; counting: boolean }) {
  const count = row.connections;
  return (
    <li data-provider-key={row.key}>
      <Link
        to="/providers/$providerKey/connections/list" params={{ providerKey: row.key }}
        className={cn(
          'flex h-full items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition-colors',
          'hover:border-primary/50 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
          !row.available && 'bg-slate-50',
        )}
      >
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-slate-900">{row.name}</span>
            <span className="text-xs text-slate-500">{row.key}</span>
            {!row.available && (
              <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs text-slate-700"><Trans>Switched off</Trans></span>
            )}
          </p>
          {row.description && <p className="mt-1 line-clamp-2 text-sm text-slate-600">{row.description}</p>}
          <p className="mt-2 text-sm" data-testid="connection-count">
            {counting ? (
              <span className="text-slate-500">…</span>
            ) : count ? (
              <span className="font-medium text-primary">
                <Plural value={count} one="# connection" other="# connections" />
              </span>
            ) : (
              <span className="text-slate-500"><Trans>No connections</Trans></span>
            )}
          </p>
        </div>
        <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden />
      </Link>
    </li>
  );
}
