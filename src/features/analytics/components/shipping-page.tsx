// /analytics/shipping, "Shipping" (docs/decisions/analytics.md "Shipping"): what shipping cost over a period, from
// the money ledger's order charges and refunds, as bars per day, and per delivery service the orders, spend,
// average cost and deliveries on time against the tariffs' promised terms. Offline it shows the answers last
// fetched, and says for which period and when.
import { useCallback, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Page } from '../../../components/layout/page';
import { Card } from '../../../components/ui/card';
import { useKeyNames } from '../../../session/use-key-names';
import { useIsOnline } from '../../../lib/hooks/use-is-online';
import { oneFinalDot } from '../../../lib/i18n/sentence';
import { daysOf, lastDays, periodProblem, type AnalyticsPeriod } from '../lib/analytics-period';
import { servicesBusiestFirst, shippingTotals, spendPerDay } from '../lib/shipping-view';
import { useShippingAnalytics } from '../data/use-analytics';
import { PeriodPicker } from './period-picker';
import { ShippingTable } from './shipping-table';
import { TimeChart } from './time-chart';

const SPEND_COLOR = '#2563eb';

export function ShippingPage() {
  const { t, i18n } = useLingui();
  const online = useIsOnline();
  const serviceName = useKeyNames('allProviders');
  const [period, setPeriod] = useState<AnalyticsPeriod>(() => lastDays(30));
  const valid = periodProblem(period) === null;
  const byDay = useShippingAnalytics('day', period, valid);
  const byService = useShippingAnalytics('providerKey', period, valid);

  // The answer may be of another period (offline): the chart takes the days of what it shows.
  const shownFrom = byDay.answer?.from ?? period.from;
  const shownTo = byDay.answer?.to ?? period.to;
  const days = useMemo(() => daysOf({ from: shownFrom, to: shownTo }), [shownFrom, shownTo]);
  const spend = useMemo(() => spendPerDay(days, byDay.answer?.items ?? []), [days, byDay.answer]);
  const series = useMemo(() => [{ label: t`Spend`, values: spend, color: SPEND_COLOR }], [spend, t]);
  const services = useMemo(() => servicesBusiestFirst(byService.answer?.items ?? []), [byService.answer]);
  const totals = useMemo(() => shippingTotals(byDay.answer?.items ?? []), [byDay.answer]);

  // Stable while the language is: the chart redraws when what it gets changes.
  const rub = useCallback((n: number) => i18n.number(n, { style: 'currency', currency: 'RUB', minimumFractionDigits: 2, maximumFractionDigits: 2 }), [i18n]);
  // The chart's axis in whole roubles: with kopecks its labels do not fit the axis's width.
  const wholeRub = useCallback((n: number) => i18n.number(n, { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 }), [i18n]);
  const dayText = (day: string) => i18n.date(new Date(`${day}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  const savedAt = (at: number) => i18n.date(new Date(at), { dateStyle: 'short', timeStyle: 'short' });
  const answer = byDay.answer;
  const empty = answer !== undefined && answer.items.length === 0;

  return (
    <Page title={t({ message: 'Shipping', context: 'analytics' })}>
      <PeriodPicker period={period} onChange={setPeriod} />
      <p className="text-sm text-slate-600" aria-live="polite" data-testid="shipping-status">
        {oneFinalDot(!answer
          ? online ? (byDay.failed ? t`The figures could not be loaded.` : t`Loading the figures…`) : t`No figures on this device yet: they show once loaded online.`
          : !byDay.exact
            ? t`Offline: figures for ${dayText(shownFrom)} – ${dayText(shownTo)}, as of ${savedAt(answer.savedAt)}.`
            : !online ? t`Offline: figures as of ${savedAt(answer.savedAt)}.`
            : byDay.loading ? t`Updating…`
            : empty ? t`No shipments in this period.`
            : t`${rub(totals.spend)} spent on ${i18n.number(totals.orders)} orders from ${dayText(shownFrom)} to ${dayText(shownTo)}.`)}
      </p>
      {answer && !empty && (
        <>
          <Card className="flex flex-col gap-2">
            <h2 className="text-base font-semibold text-slate-900"><Trans>Spend per day</Trans></h2>
            <TimeChart days={days} series={series} kind="bars" formatValue={wholeRub} locale={i18n.locale} dayLabel={t`Day`}
              summary={t`Spend per day, ${rub(totals.spend)} in all, at most ${rub(Math.max(0, ...spend))} a day. The figures by service are in the table below.`} />
          </Card>
          <Card className="overflow-x-auto p-0">
            <ShippingTable rows={services} totals={shippingTotals(byService.answer?.items ?? [])} name={serviceName} rub={rub} />
          </Card>
        </>
      )}
    </Page>
  );
}
