// An invoice followed live: asked from the server every POLL_MS while it is not settled and the device is
// online, else read from the copy synced to this device. `reachable` is false when the last ask failed.
import { useEffect, useState } from 'react';
import type { Invoice } from '../../../contract';
import { db } from '../../../db/db';
import { useIsOnline } from '../../../lib/hooks/use-is-online';
import { useLiveQuery } from '../../../lib/hooks/use-live-query';
import { pullNow } from '../../../sync/sync-control';
import { readInvoice } from './billing-requests';

const POLL_MS = 1000;
const settled = (invoice: Invoice | undefined) => invoice?.status === 'success' || invoice?.status === 'fail';

export function useInvoice(id: string): { invoice: Invoice | undefined; reachable: boolean; asked: boolean } {
  const online = useIsOnline();
  const stored = useLiveQuery(() => db.invoices.get(id), [id]);
  const [fresh, setFresh] = useState<Invoice>();
  const [reachable, setReachable] = useState(true);
  const [asked, setAsked] = useState(false);
  const done = settled(fresh);

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
      } catch {
        if (live) setReachable(false);
      } finally {
        if (live) setAsked(true);
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
  return { invoice: newer ?? undefined, reachable: online && reachable, asked };
}
