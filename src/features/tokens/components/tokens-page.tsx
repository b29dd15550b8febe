// /tokens/list: the company's API tokens (name, the secret's last characters, services, made, last used),
// making one (its secret shown once) and revoking one after the product's confirmation. Tokens live on the
// server: offline the page says so.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiToken } from '../../../contract';
import { Page } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notices } from '../../../components/ui/notices';
import { useIsOnline } from '../../../lib/hooks/use-is-online';
import { revokeToken } from '../data/token-requests';
import { useTokens } from '../data/use-tokens';
import { CreateTokenDialog } from './create-token-dialog';
import { TokensTable } from './tokens-table';

export function TokensPage() {
  const { t } = useLingui();
  const online = useIsOnline();
  const { tokens, failed, reload } = useTokens();
  const [toRevoke, setToRevoke] = useState<ApiToken | null>(null);

  async function revoke(token: ApiToken) {
    try {
      await revokeToken(token.id);
      notices.show(t`Token ${token.name} revoked`, 3000, 'success');
      reload();
    } catch {
      // The client has told the user (a toast).
    }
  }

  return (
    <Page title={t`API tokens`} actions={<CreateTokenDialog disabled={!online} onCreated={reload} />}>
      <p className="max-w-3xl text-sm text-slate-600">
        <Trans>Your shop's own systems call the API with a token in the Authorization header, as the user who made it. Revoke a token as soon as it may have leaked: its next call is refused.</Trans>
      </p>
      {!online ? (
        <Card role="status"><p className="text-sm text-slate-700"><Trans>API tokens are managed on the server: connect to the internet to see and change them.</Trans></p></Card>
      ) : failed ? (
        <Card role="status"><p className="text-sm text-slate-700"><Trans>The tokens could not be loaded.</Trans> <Button size="sm" variant="secondary" onClick={reload}>{t`Try again`}</Button></p></Card>
      ) : tokens === undefined ? (
        <Card role="status"><p className="text-sm text-slate-600"><Trans>Loading tokens…</Trans></p></Card>
      ) : tokens.length === 0 ? (
        <Card><p className="text-sm text-slate-700"><Trans>No tokens yet. Create one for each system that calls the API, so each can be revoked alone.</Trans></p></Card>
      ) : (
        <TokensTable tokens={tokens} onRevoke={setToRevoke} />
      )}
      <ConfirmDialog
        open={toRevoke !== null}
        onOpenChange={(open) => !open && setToRevoke(null)}
        title={t`Revoke token ${toRevoke?.name ?? ''}?`}
        description={<Trans>Systems using this token are refused from their next call. This cannot be undone.</Trans>}
        confirmLabel={t`Revoke`}
        onConfirm={() => {
          if (toRevoke) void revoke(toRevoke);
          setToRevoke(null);
        }}
      />
    </Page>
  );
}
