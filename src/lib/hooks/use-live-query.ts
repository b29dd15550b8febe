// Dexie's live query, with each new answer drawn as a transition. An answer arrives in an IndexedDB event,
// and a state update there renders at once and whole (a blocking update); in a transition React draws it in
// slices of a few milliseconds, so a page whose parts read the store as it starts is not one long task
// (docs/decisions/performance-on-slow-links.md, "Start-up work").
import { startTransition } from 'react';
import { liveQuery, type Observable, type Observer } from 'dexie';
import { useObservable } from 'dexie-react-hooks';
import { asObserver, sharedLiveQuery } from '../shared-live-query';

function inTransitions<T>(source: Observable<T>): Observable<T> {
  const transitioned: Observable<T> = {
    subscribe(first?: Partial<Observer<T>> | ((value: T) => void) | null, error?: ((error: unknown) => void) | null, complete?: (() => void) | null) {
      const observer = asObserver(first, error, complete);
      return source.subscribe({
        next: (value) => startTransition(() => observer.next?.(value)),
        error: (e) => observer.error?.(e),
        complete: () => observer.complete?.(),
      });
    },
    // An answer the query already holds is drawn with the first render, as dexie-react-hooks does.
    getValue: source.getValue && (() => source.getValue!()),
    hasValue: source.hasValue && (() => source.hasValue!()),
    [Symbol.observable]: () => transitioned,
  };
  return transitioned;
}

/** useLiveQuery of dexie-react-hooks, its answers drawn as transitions. */
export function useLiveQuery<T>(querier: () => Promise<T> | T, deps?: unknown[]): T | undefined;
export function useLiveQuery<T, D>(querier: () => Promise<T> | T, deps: unknown[], defaultResult: D): T | D;
export function useLiveQuery<T, D>(querier: () => Promise<T> | T, deps: unknown[] = [], defaultResult?: D): T | D | undefined {
  return useObservable(() => inTransitions(liveQuery(querier)), deps, defaultResult);
}

/** A live query shared by every component that reads `key` (shared-live-query.ts): one read of the store
 *  for all of them, and the answer at once for a component that mounts after it came. */
export function useSharedLiveQuery<T>(key: string, querier: () => Promise<T>): T | undefined {
  return useObservable(() => inTransitions(sharedLiveQuery(key, querier)), [key]);
}
