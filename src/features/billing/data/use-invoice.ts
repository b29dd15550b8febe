// An invoice followed live: asked from the server every POLL_MS while it is not settled and the device is
// online, else read from the copy synced to this device. `reachable` is false when the last ask did not reach
// the server; `missing` is true when the server said there is no such invoice of the company (it refuses an id
// that is not the company's, or none, with 403: docs/api.md), and then it is not asked again.
import { useEffect, useState } from 'react';
import type { Invoice } from '../../../contract';
import { ApiError } from '../../../contract/http/api-error';
import { db } from '../../../db/db';
import { useIsOnline } from '../../../lib/hooks/use-is-online';
import { useLiveQuery } from '../../../lib/hooks/use-live-query';
import { pullNow } from '../../../sync/sync-control';
import { readInvoice } from './billing-requests';

const POLL_MS = 1000;
const settled = (invoice: Invoice | undefined) => invoice?.status === 'success' || invoice?.status === 'fail';

/** The server answered, and it has no such invoice for the caller. */
const isNotFound = (e: unknown) => e instanceof ApiError && !e.isOffline && (e.status === 403 || e.status === 404);

export function useInvoice(id: string): { invoice: Invoice | undefined; reachable: boolean; missing: boolean } {
  const online = useIsOnline();
  const stored = useLiveQuery(() => db.invoices.get(id), [id]);
  const [fresh, setFresh] = useState<Invoice>();
  const [reachable, setReachable] = useState(true);
  const [missing, setMissing] = useState<string>();
  const done = settled(fresh) || missing === id;

  useEffect(() => {
    if (!online || done) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const answer = await readInvoice(id);
        if (!live) return;
        setFresh(answer);
        setReachable(true);
        // Settled: the ledger has a new row to pull (a success's top-up).
        if (settled(answer)) return pullNow();
      } catch (e) {
        if (!live) return;
        const notFound = isNotFound(e);
        setReachable(notFound);
        // An answer, not a failure: there is nothing to ask again for.
        if (notFound) return setMissing(id);
      }
      if (live) timer = setTimeout(() => void ask(), POLL_MS);
    };
    void ask();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [id, online, done]);

  const newer = !fresh || (stored && stored.version > fresh.version) ? stored : fresh;
  return { invoice: newer ?? undefined, reachable: online && reachable, missing: missing === id };
}
