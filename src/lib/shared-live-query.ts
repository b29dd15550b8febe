// One live query per key, however many components read it. The order list's rows each name their status
// and delivery service from the reference lists: a live query each meant two reads of the same list per row
// as the rows came in, and as many listeners woken by every write to the store. Here the first reader starts
// the query and the last one stops it; the last answer stays, so a reader that comes later (a row scrolled
// into view) draws it at once while a fresh query runs.
import { liveQuery, type Observable, type Observer, type Subscription } from 'dexie';

/** The last answer, kept while nobody reads it. */
type Answer<T> = { value?: T; has: boolean };
type Shared<T> = Answer<T> & { observable: Observable<T> };

type Next<T> = ((value: T) => void) | null;
type OnError = ((error: unknown) => void) | null;

/** The observer of a subscribe call, whichever of Observable's two forms it came in. */
export function asObserver<T>(first?: Partial<Observer<T>> | Next<T>, error?: OnError, complete?: (() => void) | null): Partial<Observer<T>> {
  return first && typeof first === 'object' ? first : { next: first ?? undefined, error: error ?? undefined, complete: complete ?? undefined };
}

/** Keys name a fixed set of queries (a reference list each): entries are kept for the page's life. */
const shared = new Map<string, Shared<unknown>>();

function create<T>(querier: () => Promise<T>): Shared<T> {
  const observers = new Set<Partial<Observer<T>>>();
  let source: Subscription | undefined;
  const answer: Answer<T> = { has: false };
  const observable: Observable<T> = {
    subscribe(first?: Partial<Observer<T>> | Next<T>, error?: OnError) {
      const observer = asObserver(first, error);
      observers.add(observer);
      source ??= liveQuery(querier).subscribe({
        next: (value) => {
          answer.value = value;
          answer.has = true;
          observers.forEach((o) => o.next?.(value));
        },
        error: (e) => observers.forEach((o) => o.error?.(e)),
      });
      const subscription = {
        closed: false,
        unsubscribe() {
          if (subscription.closed) return;
          subscription.closed = true;
          observers.delete(observer);
          if (observers.size === 0) {
            source?.unsubscribe();
            source = undefined;
          }
        },
      };
      return subscription;
    },
    getValue: () => answer.value as T,
    hasValue: () => answer.has,
    [Symbol.observable]: () => observable,
  };
  return Object.assign(answer, { observable });
}

/** The live query of `key`, shared by every reader of that key. */
export function sharedLiveQuery<T>(key: string, querier: () => Promise<T>): Observable<T> {
  let entry = shared.get(key) as Shared<T> | undefined;
  if (!entry) {
    entry = create(querier);
    shared.set(key, entry as Shared<unknown>);
  }
  return entry.observable;
}

/** Drops every kept answer (the store was wiped at logout: the next user never sees the last one's). */
export function forgetSharedAnswers(): void {
  for (const entry of shared.values()) {
    entry.has = false;
    entry.value = undefined;
  }
}
