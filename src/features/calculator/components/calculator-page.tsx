// The delivery calculator: what each connected delivery service would charge for a shipment, with the
// company's tariff rules, and an order started from the chosen result in one click. Pricing needs the network;
// offline the screen says so and keeps this session's last results on screen.
import { useMemo, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { WifiOff } from 'lucide-react';
import { Page } from '../../../components/layout/page';
import { useIsOnline } from '../../../lib/hooks/use-is-online';
import { useReferenceList } from '../../../session/use-reference-list';
import { useOverlaidCollection } from '../../../sync/use-overlaid';
import { calculatorRequestOf, emptyCalculatorDraft, validateCalculatorDraft, type CalculatorDraft } from '../lib/calculator-draft';
import { orderPrefillOf } from '../lib/order-prefill';
import { resultRows, type ResultRow } from '../lib/result-rows';
import { keepLastCalculation, readLastCalculation, requestPrices, type LastCalculation } from '../data/calculate';
import { CalculatorForm } from './calculator-form';
import { ResultsTable } from './results-table';
import { useRevealResults } from './use-reveal-results';

export function CalculatorPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const online = useIsOnline();
  const [last, setLast] = useState<LastCalculation | null>(readLastCalculation);
  const [draft, setDraft] = useState<CalculatorDraft>(() => last?.draft ?? emptyCalculatorDraft());
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const problems = tried ? validateCalculatorDraft(draft) : {};
  const { ref: resultsRef, reveal: revealResults } = useRevealResults();

  const providers = useReferenceList('allProviders');
  const connections = useOverlaidCollection('connections');
  const rules = useOverlaidCollection('rules');
  const providerName = (key: string) => providers?.find((p) => p.key === key)?.name ?? key;
  const ruleName = (id: string) => rules?.find((r) => r.id === id)?.name ?? t`a tariff rule`;
  const services = useMemo(() => {
    const keys = [...new Set((connections ?? []).map((c) => c.providerKey))];
    return keys.map((key) => ({ key, name: providers?.find((p) => p.key === key)?.name ?? key }))
      .sort((a, b) => a.name.localeCompare(b.name, 'ru'));
  }, [connections, providers]);
  const rows = useMemo(() => (last ? resultRows(last.answer) : null), [last]);
  const asked = useMemo(() => (last ? calculatorRequestOf(last.draft) : null), [last]);

  async function calculate() {
    setTried(true);
    const found = validateCalculatorDraft(draft);
    if (Object.keys(found).length) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    try {
      const answer = await requestPrices(calculatorRequestOf(draft));
      const next = { draft, answer, at: Date.now() };
      keepLastCalculation(next);
      setLast(next);
      revealResults();
    } catch {
      // The client has told the user (a toast, or the session dialog); the last results stay.
    } finally {
      setBusy(false);
    }
  }

  const startOrder = (row: ResultRow, pointId?: string) => {
    if (!last) return;
    void navigate({ to: '/orders/create', search: { prefill: orderPrefillOf(last.draft, row, pointId) } });
  };

  return (
    <Page title={t`Calculator`}>
      {!online && (
        <p id="calculator-offline" role="status" className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            <Trans>Pricing needs the network: the delivery services' prices and your tariff rules are on the server. The last results of this session stay below.</Trans>
          </span>
        </p>
      )}
      <CalculatorForm draft={draft} problems={problems} onChange={setDraft} onSubmit={() => void calculate()} services={services} busy={busy} online={online} />
      <div ref={resultsRef} aria-live="polite" aria-busy={busy} className="scroll-mt-4">
        {rows && last && asked && (
          <ResultsTable
            rows={rows}
            providerName={providerName}
            ruleName={ruleName}
            onOrder={startOrder}
            calculatedAt={i18n.date(new Date(last.at), { dateStyle: 'short', timeStyle: 'short' })}
            declared={asked.assessedCost ?? 0}
            cod={asked.codCost ?? 0}
          />
        )}
      </div>
    </Page>
  );
}
