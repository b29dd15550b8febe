import 'fake-indexeddb/auto';
import Dexie, { type Table } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetSharedAnswers, sharedLiveQuery } from './shared-live-query';

class ListsDb extends Dexie {
  lists!: Table<{ name: string; items: string[] }, string>;
  constructor(name: string) {
    super(name);
    this.version(1).stores({ lists: 'name' });
  }
}

let db: ListsDb;
let n = 0;
afterEach(() => db?.delete());

/** The values an observer sees, and a promise of the next one. */
function watch<T>(observable: { subscribe: (next: (v: T) => void) => { unsubscribe(): void } }) {
  const seen: T[] = [];
  let wake: () => void = () => undefined;
  const subscription = observable.subscribe((v) => {
    seen.push(v);
    wake();
  });
  const next = (count: number) => new Promise<void>((resolve) => {
    wake = () => seen.length >= count && resolve();
    wake();
  });
  return { seen, next, stop: () => subscription.unsubscribe() };
}

describe('sharedLiveQuery', () => {
  it('runs one query for every reader of a key and gives a later reader the answer at once', async () => {
    db = new ListsDb(`shared-${++n}`);
    await db.lists.put({ name: 'statuses', items: ['new'] });
    let reads = 0;
    const query = () => sharedLiveQuery(`statuses-${n}`, async () => {
      reads++;
      return (await db.lists.get('statuses'))?.items ?? [];
    });
    const first = watch(query());
    const second = watch(query());
    await Promise.all([first.next(1), second.next(1)]);
    expect(reads).toBe(1);
    expect(second.seen).toEqual([['new']]);

    const late = query();
    expect(late.hasValue?.()).toBe(true);
    expect(late.getValue?.()).toEqual(['new']);

    await db.lists.put({ name: 'statuses', items: ['new', 'delivered'] });
    await first.next(2);
    expect(first.seen[1]).toEqual(['new', 'delivered']);
    first.stop();
    second.stop();
  });

  it('stops the query with its last reader, and forgets the answer after a wipe', async () => {
    db = new ListsDb(`shared-${++n}`);
    await db.lists.put({ name: 'p', items: ['cdek'] });
    let reads = 0;
    const key = `providers-${n}`;
    const reader = watch(sharedLiveQuery(key, async () => {
      reads++;
      return (await db.lists.get('p'))?.items ?? [];
    }));
    await reader.next(1);
    reader.stop();
    await db.lists.put({ name: 'p', items: ['cdek', 'boxberry'] });
    await new Promise((r) => setTimeout(r, 50));
    expect(reads).toBe(1); // nobody reads: the write woke no query

    forgetSharedAnswers();
    expect(sharedLiveQuery(key, async () => []).hasValue?.()).toBe(false);
  });
});
