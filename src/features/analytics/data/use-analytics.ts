// One analytics grouping over a period: fetched when online and kept on the device, so that offline the charts
// show the last answer for this period, or else the newest one of the grouping (with its own period said).
import Dexie from 'dexie';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../../api/client';
import { analyticsAnswer, type AnalyticsGroup } from '../../../contract/analytics';
import type { AnalyticsCacheRow } from '../../../db/schema';
import { db } from '../../../db/db';
import { useIsOnline } from '../../../lib/hooks/use-is-online';
import { useLiveQuery } from '../../../lib/hooks/use-live-query';
import type { AnalyticsPeriod } from '../lib/analytics-period';
import { API_PATHS } from '../../../contract/api-paths';

export type AnalyticsState = { answer: AnalyticsCacheRow | undefined; exact: boolean; loading: boolean; failed: boolean };

const keyOf = (groupBy: AnalyticsGroup, period: AnalyticsPeriod) => `${groupBy}|${period.from}|${period.to}`;

export function useAnalytics(groupBy: AnalyticsGroup, period: AnalyticsPeriod, enabled: boolean): AnalyticsState {
  const online = useIsOnline();
  const key = keyOf(groupBy, period);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const stored = useLiveQuery(async () => {
    const exact = await db.analytics.get(key);
    if (exact) return exact;
    return db.analytics.where('[groupBy+savedAt]').between([groupBy, Dexie.minKey], [groupBy, Dexie.maxKey]).last();
  }, [key, groupBy]);

  useEffect(() => {
    if (!online || !enabled) return;
    let live = true;
    setLoading(true);
    const { from, to } = period;
    apiRequest<unknown>(API_PATHS.calculationAnalytics.build({}), { query: { from, to, groupBy }, quiet: true })
      .then(async (body) => {
        const { items } = analyticsAnswer.parse(body);
        await db.analytics.put({ key, groupBy, from, to, items, savedAt: Date.now() });
        if (live) setFailed(false);
      })
      .catch(() => live && setFailed(true))
      .finally(() => live && setLoading(false));
    return () => void (live = false);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- the period is its two days, which `key` holds
  }, [online, enabled, key]);

  return { answer: stored, exact: stored?.key === key, loading, failed };
}
