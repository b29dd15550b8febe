// Fetches a collection's pages one after another (each needs the cursor of the one before) without
// waiting for them to be written: the writer commits 1,000-row batches while the next pages travel.
// At most `ahead` pages wait in memory, so a slow disk never lets a fast network fill the heap.
import type { SyncPage } from '../../src/contract/sync';
import type { SyncedRow } from '../../src/db/schema';

export type PageStream = {
  /** The next page in order, or null after the last; a fetch failure is thrown after the pages before it. */
  next(): Promise<SyncPage<SyncedRow> | null>;
  /** The reader gave up (a write failed): fetch nothing more. */
  stop(): void;
};

export function pageStream(fetchPage: (cursor: string) => Promise<SyncPage<SyncedRow>>, cursor: string, ahead: number): PageStream {
  const buffer: SyncPage<SyncedRow>[] = [];
  let finished = false;
  let stopped = false;
  let failure: { error: unknown } | null = null;
  let wakeReader: (() => void) | null = null;
  let wakeFetcher: (() => void) | null = null;
  const nudge = (fn: (() => void) | null) => fn?.();

  void (async () => {
    try {
      for (let at = cursor; !stopped; ) {
        while (buffer.length >= ahead && !stopped) await new Promise<void>((resolve) => (wakeFetcher = resolve));
        if (stopped) break;
        const page = await fetchPage(at);
        buffer.push(page);
        nudge(wakeReader);
        if (!page.hasMore) break;
        at = page.cursor;
      }
    } catch (error) {
      failure = { error };
    } finally {
      finished = true;
      nudge(wakeReader);
    }
  })();

  return {
    async next() {
      for (;;) {
        const page = buffer.shift();
        if (page) {
          nudge(wakeFetcher);
          return page;
        }
        if (failure) throw failure.error;
        if (finished) return null;
        await new Promise<void>((resolve) => (wakeReader = resolve));
      }
    },
    stop() {
      stopped = true;
      nudge(wakeFetcher);
    },
  };
}
