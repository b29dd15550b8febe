// One analytics answer over a period: fetched when online and kept on the device, so that offline the charts
// show the last answer for this period, or else the newest one of the grouping (with its own period said).
import Dexie from 'dexie';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { analyticsAnswer, type AnalyticsGroup, type AnalyticsRow } from '../../../contract/analytics';
import { shippingAnswer, type ShippingGroup, type ShippingItem } from '../../../contract/shipping-analytics';
import type { AnalyticsCacheRow } from '../../../db/schema';
import { db } from '../../../db/db';
import { useIsOnline } from '../../../lib/hooks/use-is-online';
import { useLiveQuery } from '../../../lib/hooks/use-live-query';
import type { AnalyticsPeriod } from '../lib/analytics-period';
import { API_PATHS } from '../../../contract/api-paths';

export type AnalyticsState<Item = AnalyticsRow> = { answer: AnalyticsCacheRow<Item> | undefined; exact: boolean; loading: boolean; failed: boolean };

/** Which call, its groupBy, and the name its answers are kept under (`kept`, distinct across calls). */
type Source<Item> = { path: string; groupBy: string; kept: string; answer: z.ZodType<{ items: Item[] }> };

function useKeptAnswer<Item>({ path, groupBy, kept, answer }: Source<Item>, period: AnalyticsPeriod, enabled: boolean): AnalyticsState<Item> {
  const online = useIsOnline();
  const key = `${kept}|${period.from}|${period.to}`;
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const stored = useLiveQuery(async () => {
    const exact = await db.analytics.get(key);
    if (exact) return exact;
    return db.analytics.where('[groupBy+savedAt]').between([kept, Dexie.minKey], [kept, Dexie.maxKey]).last();
  }, [key, kept]);

  useEffect(() => {
    if (!online || !enabled) return;
    let live = true;
    setLoading(true);
    const { from, to } = period;
    apiRequest<unknown>(path, { query: { from, to, groupBy }, quiet: true })
      .then(async (body) => {
        const { items } = answer.parse(body);
        await db.analytics.put({ key, groupBy: kept, from, to, items: items as AnalyticsCacheRow['items'], savedAt: Date.now() });
        if (live) setFailed(false);
      })
      .catch(() => live && setFailed(true))
      .finally(() => live && setLoading(false));
    return () => void (live = false);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- the period is its two days, which `key` holds
  }, [online, enabled, key]);

  // The rows kept under `kept` are this call's answers only.
  return { answer: stored as AnalyticsCacheRow<Item> | undefined, exact: stored?.key === key, loading, failed };
}

/** The calculations' analytics (docs/decisions/analytics.md), kept under their groupBy. */
export function useAnalytics(groupBy: AnalyticsGroup, period: AnalyticsPeriod, enabled: boolean): AnalyticsState<AnalyticsRow> {
  return useKeptAnswer({ path: API_PATHS.calculationAnalytics.build({}), groupBy, kept: groupBy, answer: analyticsAnswer }, period, enabled);
}

/** The shipping analytics (docs/decisions/analytics.md "Shipping"), kept under `shipping.` and their groupBy. */
export function useShippingAnalytics(groupBy: ShippingGroup, period: AnalyticsPeriod, enabled: boolean): AnalyticsState<ShippingItem> {
  return useKeptAnswer({ path: API_PATHS.shippingAnalytics.build({}), groupBy, kept: `shipping.${groupBy}`, answer: shippingAnswer }, period, enabled);
}
