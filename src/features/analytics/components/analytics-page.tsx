// /analytics/calculations: the company's calculations over a period (docs/decisions/analytics.md): per day, each
// service's share, each busy service's average price over time, and the same figures as tables. Offline it shows
// the answers last fetched, and says for which period and when.
import { useCallback, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Page } from '../../../components/layout/page';
import { Card } from '../../../components/ui/card';
import { useKeyNames } from '../../../session/use-key-names';
import { useIsOnline } from '../../../lib/hooks/use-is-online';
import { daysOf, lastDays, periodProblem, type AnalyticsPeriod } from '../lib/analytics-period';
import { countsPerDay, pricesPerDay, serviceShares } from '../lib/chart-series';
import { useAnalytics } from '../data/use-analytics';
import { oneFinalDot } from '../../../lib/i18n/sentence';
import { PeriodPicker } from './period-picker';
import { TimeChart } from './time-chart';
import { ShareBars } from './share-bars';
import { FigureTables } from './figure-tables';

const PALETTE = ['#2563eb', '#16a34a', '#d97706', '#dc2626', '#7c3aed', '#0891b2'];
const PRICE_LINES = 5;

export function AnalyticsPage() {
  const { t, i18n } = useLingui();
  const online = useIsOnline();
  const serviceName = useKeyNames('allProviders');
  const [period, setPeriod] = useState<AnalyticsPeriod>(() => lastDays(30));
  const valid = periodProblem(period) === null;
  const byDay = useAnalytics('day', period, valid);
  const byService = useAnalytics('providerKey', period, valid);
  const byDayAndService = useAnalytics('dayAndProvider', period, valid);
  const byCity = useAnalytics('cityTo', period, valid);
  const byCheapest = useAnalytics('cheapestProvider', period, valid);

  // The answers may be of another period (offline): the charts take the days of what they show.
  const shownFrom = byDay.answer?.from ?? period.from;
  const shownTo = byDay.answer?.to ?? period.to;
  const shown = { from: shownFrom, to: shownTo };
  const days = useMemo(() => daysOf({ from: shownFrom, to: shownTo }), [shownFrom, shownTo]);
  const counts = useMemo(() => countsPerDay(days, byDay.answer?.items ?? []), [days, byDay.answer]);
  const shares = useMemo(() => serviceShares(byCheapest.answer?.items ?? []), [byCheapest.answer]);
  const prices = useMemo(() => pricesPerDay(days, byDayAndService.answer?.items ?? [], PRICE_LINES), [days, byDayAndService.answer]);
  const priceSeries = useMemo(() => prices.map((line, i) => ({ label: serviceName(line.key), values: line.values, color: PALETTE[i % PALETTE.length]! })), [prices, serviceName]);
  const countSeries = useMemo(() => [{ label: t`Calculations`, values: counts, color: PALETTE[0]! }], [counts, t]);

  const total = counts.reduce((n, c) => n + c, 0);
  // Stable while the language is: the charts redraw when what they get changes.
  const rub = useCallback((n: number) => i18n.number(n, { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 }), [i18n]);
  const integer = useCallback((n: number) => i18n.number(n), [i18n]);
  const dayText = (day: string) => i18n.date(new Date(`${day}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  const stale = byDay.answer && !byDay.exact;

  return (
    <Page title={t`Analytics of calculations`}>
      <PeriodPicker period={period} onChange={setPeriod} />
      <p className="text-sm text-slate-600" aria-live="polite" data-testid="analytics-status">
        {oneFinalDot(!byDay.answer
          ? online ? (byDay.failed ? t`The figures could not be loaded.` : t`Loading the figures…`) : t`No figures on this device yet: they show once loaded online.`
          : stale
            ? t`Offline: figures for ${dayText(shown.from)} – ${dayText(shown.to)}, as of ${i18n.date(new Date(byDay.answer.savedAt), { dateStyle: 'short', timeStyle: 'short' })}.`
            : !online ? t`Offline: figures as of ${i18n.date(new Date(byDay.answer.savedAt), { dateStyle: 'short', timeStyle: 'short' })}.`
            : byDay.loading ? t`Updating…` : t`${integer(total)} calculations from ${dayText(shown.from)} to ${dayText(shown.to)}.`)}
      </p>
      {byDay.answer && (
        <>
          <Card className="flex flex-col gap-2">
            <h2 className="text-base font-semibold text-slate-900"><Trans>Calculations per day</Trans></h2>
            <TimeChart days={days} series={countSeries} kind="bars" formatValue={integer} locale={i18n.locale} dayLabel={t`Day`}
              summary={t`Calculations per day, ${integer(total)} in all, at most ${integer(Math.max(0, ...counts))} a day. The figures are in the table below.`} />
          </Card>
          <div className="grid gap-4 lg:grid-cols-2">
            <Card className="flex flex-col gap-2">
              <h2 className="text-base font-semibold text-slate-900"><Trans>Cheapest offer: share per service</Trans></h2>
              <ShareBars shares={shares} name={serviceName} label={t`Share of calculations each service was the cheapest in`} />
            </Card>
            <Card className="flex flex-col gap-2">
              <h2 className="text-base font-semibold text-slate-900"><Trans>Average price per service over time</Trans></h2>
              {priceSeries.length ? (
                <TimeChart days={days} series={priceSeries} kind="lines" formatValue={rub} locale={i18n.locale} dayLabel={t`Day`}
                  summary={t`Average price per day of ${priceSeries.map((s) => s.label).join(', ')}. The figures are in the table below.`} />
              ) : <p className="text-sm text-slate-600"><Trans>No prices in this period.</Trans></p>}
            </Card>
          </div>
          <FigureTables days={days} counts={counts} dayRows={byDay.answer.items} services={byService.answer?.items ?? []} cities={byCity.answer?.items ?? []} name={serviceName} dayText={dayText} rub={rub} />
        </>
      )}
    </Page>
  );
}
