// /analytics/status-lag, "Service lead times" (docs/decisions/analytics.md "Status lag"): how long each delivery
// service keeps parcels in each status over the last 30 days, and how many are stuck now. Read from the device's
// copy only (statusLag, kept by the sync worker), so it is the same offline.
import { useCallback, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Page } from '../../../components/layout/page';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { ORDER_STATUS_KEYS, type OrderStatusKey } from '../../../contract/constants';
import { STUCK_WINDOW_DAYS } from '../../../contract/stuck-rule';
import { useKeyNames } from '../../../session/use-key-names';
import { useIsOnline } from '../../../lib/hooks/use-is-online';
import { useStatusLag } from '../data/use-status-lag';
import { firstShownStatus, lagByService, measuredStatuses, statusBars } from '../lib/status-lag-view';
import { ServiceBars } from './service-bars';
import type { ChartSeries } from './time-chart';
import { LagTable } from './lag-table';

const MEDIAN_COLOR = '#2563eb';
const P90_COLOR = '#d97706';

export function StatusLagPage() {
  const { t, i18n } = useLingui();
  const online = useIsOnline();
  const serviceName = useKeyNames('allProviders');
  const statusName = useKeyNames('statuses');
  const stored = useStatusLag();
  const items = useMemo(() => stored?.items ?? [], [stored]);
  const statuses = useMemo(() => measuredStatuses(items, ORDER_STATUS_KEYS), [items]);
  const [chosen, setChosen] = useState<OrderStatusKey | null>(null);
  const status = chosen && statuses.includes(chosen) ? chosen : firstShownStatus(items, statuses);
  const bars = useMemo(() => (status ? statusBars(items, status) : null), [items, status]);
  const services = useMemo(() => lagByService(items), [items]);
  const hours = useCallback((n: number) => i18n.number(n, { maximumFractionDigits: 1 }), [i18n]);
  const chartServices = useMemo(() => bars?.providerKeys.map(serviceName) ?? [], [bars, serviceName]);
  const series = useMemo((): [ChartSeries, ChartSeries] => [
    { label: t`Median, hours`, values: bars?.median ?? [], color: MEDIAN_COLOR },
    { label: t`90th percentile, hours`, values: bars?.p90 ?? [], color: P90_COLOR },
  ], [bars, t]);
  const stuck = items.reduce((n, item) => n + item.stuckNow, 0);
  const days = STUCK_WINDOW_DAYS;

  return (
    <Page title={t`Service lead times`}>
      <p className="text-sm text-slate-600" aria-live="polite" data-testid="status-lag-status">
        {stored === undefined ? t`Reading the figures on this device…`
          : stored === null ? (online ? t`Loading the figures…` : t`No figures on this device yet: they show once loaded online.`)
          : !items.length ? t`No status changes in the last ${days} days.`
          : t`Time in each status over the last ${days} days. Stuck now: ${i18n.number(stuck)}.`}
      </p>
      {status && bars && (
        <Card className="flex flex-col gap-3">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 className="text-base font-semibold text-slate-900"><Trans>Hours in the status per service</Trans></h2>
            <Field label={t`Status`}>
              <Select className="sm:w-56" value={status} onChange={(e) => setChosen(e.target.value as OrderStatusKey)}>
                {statuses.map((key) => <option key={key} value={key}>{statusName(key)}</option>)}
              </Select>
            </Field>
          </div>
          <ServiceBars services={chartServices} series={series} formatValue={hours} serviceLabel={t`Delivery service`}
            summary={t`Median and 90th percentile hours in the status ${statusName(status)} for ${chartServices.join(', ')}. The figures are in the tables below.`} />
        </Card>
      )}
      {services.length > 0 && (
        <div className="grid gap-4 lg:grid-cols-2" data-testid="status-lag-services">
          {services.map((service) => (
            <Card key={service.providerKey} className="overflow-x-auto p-0">
              <LagTable caption={serviceName(service.providerKey)} rows={service.rows} statusName={statusName} hours={hours} />
            </Card>
          ))}
        </div>
      )}
    </Page>
  );
}
