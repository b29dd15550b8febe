// What the list shows instead of rules: while reading, before the first pull, and when there are none.
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { LoaderCircle, SlidersHorizontal } from 'lucide-react';
import { Card } from '../../../components/ui/card';

export function RulesState({ kind }: { kind: 'loading' | 'not-loaded' | 'empty' }) {
  if (kind === 'loading') {
    return (
      <Card role="status" className="flex items-center justify-center gap-2 py-12 text-slate-600">
        <LoaderCircle className="size-5 animate-spin" aria-hidden />
        <Trans>Loading rules…</Trans>
      </Card>
    );
  }
  return (
    <Card className="flex flex-col items-center gap-3 py-12 text-center">
      <SlidersHorizontal className="size-10 text-slate-400" aria-hidden />
      {kind === 'not-loaded' ? (
        <p className="max-w-md text-slate-600">
          <Trans>The rules have not been loaded to this device yet. They will appear once the connection is back.</Trans>
        </p>
      ) : (
        <>
          <p className="max-w-md text-slate-600">
            <Trans>No tariff rules yet. Rules change the calculated tariffs: their cost, delivery time or visibility.</Trans>
          </p>
          <Link to="/editors/tariff/rules/create" className="text-sm text-primary hover:underline">
            <Trans>Create the first rule</Trans>
          </Link>
        </>
      )}
    </Card>
  );
}
