// The title a breadcrumb shows for a dynamic id: a provider's name, an order's number, a shop's or
// warehouse's name from the local store, or the id itself when nothing is stored.
import { useEffect, useState } from 'react';
import { db } from '../../../db/db';
import type { Provider } from '../../../contract';
import { resolveWithRetry } from './resolve-with-retry';

async function providerName(key: string): Promise<string | undefined> {
  const list = (await db.lists.get('allProviders'))?.items as Provider[] | undefined;
  return list?.find((p) => p.key === key)?.name;
}

/** A module's settings may have no name: a CRM account is known by its address. */
type Named = { number?: string; name?: string; url?: string; order?: { clientNumber?: string } };

/** Route params whose value is the id of a synced row, and the table that holds it. */
const ROW_PARAMS = {
  id: ['orders', 'warehouses', 'connections', 'rules'], idShop: ['shops'], idsShop: ['shops'], ids: ['warehouses'],
  settingsId: ['modules'], integrationId: ['integrations'],
} as const;

/** A pickup point's name, from the points worker (points are stored as pages, not rows). */
async function pointName(id: string): Promise<string | undefined> {
  const { pointsWorker } = await import('../../../features/points/data/points-client');
  return (await pointsWorker().point(id))?.name;
}

async function rowTitle(param: keyof typeof ROW_PARAMS, id: string): Promise<string | undefined> {
  for (const table of ROW_PARAMS[param]) {
    const row = (await db[table].get(id)) as Named | undefined;
    const title = row?.number || row?.name || row?.order?.clientNumber || row?.url?.replace(/^https?:\/\//, '');
    if (title) return title;
    // Made on this device and not yet on the server: the name the change was queued with.
    const queued = await db.outbox.where('lane').equals(`${table}:${id}`).first();
    if (queued?.title) return queued.title;
  }
  return undefined;
}

/** `path`: where the crumb leads, which tells a point's id from another row's. */
export function useItemTitle(param: string, value: string, path: string): string {
  const [resolved, setResolved] = useState<{ value: string; title: string } | null>(null);
  useEffect(() => {
    if (param in ROW_PARAMS) {
      let live = true;
      const title = path.startsWith('/points/') ? pointName(value) : rowTitle(param as keyof typeof ROW_PARAMS, value);
      void title.then((found) => live && found && setResolved({ value, title: found }));
      return () => {
        live = false;
      };
    }
    if (param !== 'providerKey') return;
    const controller = new AbortController();
    void resolveWithRetry(() => providerName(value), value, { signal: controller.signal }).then(
      (title) => !controller.signal.aborted && setResolved({ value, title }),
    );
    return () => controller.abort();
  }, [param, value, path]);
  return resolved?.value === value ? resolved.title : value;
}
