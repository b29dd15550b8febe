// The company's API tokens as a table (a stack of cards on a phone: name and the revoke button first, then
// the token's last four, its services and when it was made and last used).
import { useLingui } from '@lingui/react/macro';
import type { ApiToken } from '../../../contract';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { STACKED } from '../../../components/ui/stacked-table';
import { cn } from '../../../lib/cn';
import { useKeyNames } from '../../../session/use-key-names';

export function TokensTable({ tokens, onRevoke }: { tokens: ApiToken[]; onRevoke: (token: ApiToken) => void }) {
  const { t, i18n } = useLingui();
  const serviceName = useKeyNames('allProviders');
  const when = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'short', timeStyle: 'short' });
  const cell = (className: string) => cn('px-3 py-2', className, STACKED.cell);
  return (
    <Card className="overflow-x-auto p-0">
      <table role="table" className={STACKED.table} data-testid="tokens-table">
        <caption className="sr-only">{t`API tokens`}</caption>
        <thead role="rowgroup" className={cn('border-b border-slate-200 bg-slate-50 text-slate-600', STACKED.head)}>
          <tr role="row">
            <th role="columnheader" scope="col" className="px-3 py-2 font-medium">{t`Name`}</th>
            <th role="columnheader" scope="col" className="px-3 py-2 font-medium">{t`Token`}</th>
            <th role="columnheader" scope="col" className="px-3 py-2 font-medium">{t`Delivery services`}</th>
            <th role="columnheader" scope="col" className="px-3 py-2 font-medium">{t`Created`}</th>
            <th role="columnheader" scope="col" className="px-3 py-2 font-medium">{t`Last used`}</th>
            <th role="columnheader" scope="col" className="px-3 py-2 font-medium"><span className="sr-only">{t`Actions`}</span></th>
          </tr>
        </thead>
        <tbody role="rowgroup" className={STACKED.body}>
          {tokens.map((token) => (
            <tr key={token.id} role="row" className={cn('border-b border-slate-100 last:border-0', token.revoked && 'text-slate-400', STACKED.row)} data-testid="token-row">
              <td role="cell" className={cell('max-sm:col-start-1 max-sm:row-start-1 max-sm:min-w-0')}>
                <span className="font-medium">{token.name}</span>
                <span className="block text-xs text-slate-500">{token.username}</span>
              </td>
              <td role="cell" className={cell('font-mono text-xs whitespace-nowrap max-sm:col-start-1')}>•••• {token.preview}</td>
              <td role="cell" className={cell('max-sm:col-span-2')}>{token.providers.length ? token.providers.map(serviceName).join(', ') : t`All services`}</td>
              <td role="cell" className={cell('whitespace-nowrap max-sm:col-span-2 max-sm:text-xs')}>
                <span className="sm:hidden">{t`Created`}: </span>{when(token.created)}
              </td>
              <td role="cell" className={cell('whitespace-nowrap max-sm:col-span-2 max-sm:text-xs')}>
                <span className="sm:hidden">{t`Last used`}: </span>{token.lastUsed ? when(token.lastUsed) : t`Never`}
              </td>
              <td role="cell" className={cell('text-right whitespace-nowrap max-sm:col-start-2 max-sm:row-start-1')}>
                {token.revoked ? (
                  <span className="text-xs">{t`Revoked ${when(token.revoked)}`}</span>
                ) : (
                  <Button size="sm" variant="secondary" className="max-sm:h-11" onClick={() => onRevoke(token)} aria-label={t`Revoke token ${token.name}`}>{t`Revoke`}</Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
