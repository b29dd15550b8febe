// "Check connection" on a RetailCRM or Yandex Market settings form (docs/decisions/modules.md "Connection check"):
// asks the server whether the service takes the keys as the form has them now (a key left empty is the stored
// one of the account being edited) and says the answer beside the button until the values change. Needs the
// network; the server's refusals (a missing key, a setting that is not the caller's) are toasted by the client.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CheckCircle2, PlugZap, XCircle } from 'lucide-react';
import type { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { CONNECTION_CHECK_PATHS, connectionCheckAnswer, type CheckableKind, type ConnectionCheckAnswer } from '../../../contract/modules';
import { Button } from '../../../components/ui/button';
import { useIsOnline } from '../../../lib/hooks/use-is-online';

type ConnectionCheckProps = {
  kind: CheckableKind;
  /** The request's schema and body: the check runs only with a body the schema takes. */
  schema: z.ZodType;
  body: Record<string, unknown>;
  /** Whether every secret is typed or stored on the server (an edited account's); else the check cannot run. */
  hasSecrets: boolean;
};

export function ConnectionCheck({ kind, schema, body, hasSecrets }: ConnectionCheckProps) {
  const { t } = useLingui();
  const online = useIsOnline();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ values: string; answer: ConnectionCheckAnswer | { ok: null; message: string } } | null>(null);
  const values = JSON.stringify(body);
  // An answer is about the values it was asked for: a changed address or key makes it stale.
  const result = said?.values === values ? said.answer : null;
  const setResult = (answer: ConnectionCheckAnswer | { ok: null; message: string } | null) => setSaid(answer && { values, answer });

  async function check() {
    if (!hasSecrets || !schema.safeParse(body).success) {
      setResult({ ok: null, message: kind === 'retailcrm' ? t`Fill in the account address and the API key to check them.` : t`Fill in the campaign ID and both tokens to check them.` });
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      setResult(connectionCheckAnswer.parse(await apiRequest<unknown>(CONNECTION_CHECK_PATHS[kind], { method: 'POST', body })));
    } catch {
      // The client has told the user (a toast).
    } finally {
      setBusy(false);
    }
  }

  const Icon = result?.ok ? CheckCircle2 : XCircle;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" size="sm" variant="secondary" onClick={() => void check()} disabled={!online || busy}>
          <PlugZap className="size-4" aria-hidden /> {busy ? t`Checking…` : t`Check connection`}
        </Button>
        {!online && <span className="text-xs text-slate-500">{t`Checking the connection needs the network.`}</span>}
      </div>
      <p
        role="status" data-testid="connection-check" data-ok={result?.ok ?? undefined}
        className={`flex items-start gap-2 text-sm empty:hidden ${result?.ok ? 'text-emerald-700' : result?.ok === false ? 'text-red-700' : 'text-slate-600'}`}
      >
        {result && <><Icon className="mt-0.5 size-4 shrink-0" aria-hidden />{result.message}</>}
      </p>
    </div>
  );
}
