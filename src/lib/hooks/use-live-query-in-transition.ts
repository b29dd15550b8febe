// Dexie's live query whose answers re-render as a transition: React renders them in slices that yield to
// the browser, instead of one task. For reads whose answer re-renders much of a screen while a pull lands
// batch after batch (the order list's rows), so that each re-render is not one long task.
import { startTransition } from 'react';
import { liveQuery } from 'dexie';
import { useObservable } from 'dexie-react-hooks';

export function useLiveQueryInTransition<T>(query: () => Promise<T>, deps: unknown[]): T | undefined {
  return useObservable(() => {
    const source = liveQuery(query);
    return {
      subscribe: (next: (value: T) => void, error: (reason: unknown) => void) =>
        source.subscribe((value) => startTransition(() => next(value)), error),
    };
  }, deps);
}
