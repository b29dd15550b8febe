// A read too big for a live query: Dexie's live-query tracking records every key a query returns (to
// know which writes concern it), about 100 ms of main-thread work per run at 10k keys. So the read runs
// untracked, and again whenever a cheap live `signal` (a counter row written with every batch) changes.
import { startTransition, useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';

export function useSignalledQuery<T>(read: () => Promise<T>, deps: readonly unknown[], signal: () => Promise<unknown>): T | undefined {
  // Each run of the live signal returns a new object, so any write it watches re-runs the read.
  const tick = useLiveQuery(signal);
  const key = JSON.stringify(deps);
  const [answer, setAnswer] = useState<{ key: string; value: T } | undefined>();
  useEffect(() => {
    if (tick === undefined) return;
    let live = true;
    // A transition: a new answer (each batch of a pull brings one) re-renders in slices, not one long task.
    void read().then((value) => live && startTransition(() => setAnswer({ key, value })));
    return () => {
      live = false;
    };
    // `read` is new every render; `key` stands for what it reads.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [tick, key]);
  // While a new filter's first answer is on its way, the last one stays on screen (no flash of empty).
  return answer?.value;
}
