// The details' two online tabs (status history and log) are read from the server when it is reachable;
// their last answer is kept in memory for the session so switching tabs does not fetch again. Their texts are in the
// language they were asked in: another language asks again.
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import { apiRequest } from '../../../api/client';
import { fetchAllPages } from '../../../contract/http/list-sweep';
import type { ListEnvelope } from '../../../contract';
import type { OrderLogEntry, OrderStatusEntry } from '../../../contract/orders';
import { useIsOnline } from '../../../lib/hooks/use-is-online';
import { API_PATHS } from '../../../contract/api-paths';

type Part = 'status-history' | 'log';
type Item<P extends Part> = P extends 'log' ? OrderLogEntry : OrderStatusEntry;
export type Remote<T> = { state: 'loading' } | { state: 'offline' } | { state: 'failed' } | { state: 'ready'; items: T[] };

const cache = new Map<string, unknown[]>();

export function useOrderHistory<P extends Part>(orderId: string, part: P, version: number): Remote<Item<P>> {
  const online = useIsOnline();
  const { i18n } = useLingui();
  const key = `${orderId}/${part}/${version}/${i18n.locale}`;
  const [answer, setAnswer] = useState<{ key: string; remote: Remote<Item<P>> } | null>(null);
  const cached = cache.get(key) as Item<P>[] | undefined;
  const canFetch = online && version > 0 && !cached;
  useEffect(() => {
    if (!canFetch) return;
    let live = true;
    fetchAllPages((page, limit) => apiRequest<ListEnvelope<Item<P>>>(API_PATHS.orderPart.build({ id: orderId, part }), { query: { page, limit }, quiet: true }))
      .then((items) => {
        cache.set(key, items);
        if (live) setAnswer({ key, remote: { state: 'ready', items } });
      })
      .catch(() => live && setAnswer({ key, remote: { state: 'failed' } }));
    return () => {
      live = false;
    };
  }, [canFetch, key, orderId, part]);
  if (cached) return { state: 'ready', items: cached };
  if (!canFetch) return { state: 'offline' };
  return answer?.key === key ? answer.remote : { state: 'loading' };
}
