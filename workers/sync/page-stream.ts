// Fetches a collection's pages one after another (each needs the cursor of the one before) without
// waiting for them to be written: the writer commits 1,000-row batches while the next pages travel.
// When an answer tells the next cursor in its headers, the next page is asked for at once, while this
// one's body still arrives and parses. At most `ahead` pages wait in memory, so a slow disk never lets a
// fast network fill the heap.
import type { SyncPage } from '../../src/contract/sync';
import type { SyncedRow } from '../../src/db/schema';

/** The answer as it came, for a collection stored as pages (PAGED_COLLECTIONS): its bytes, unparsed, when
 *  the headers told the counts (then `items` and `deleted` of the page are left empty), else its text. */
export type KeptAnswer = { body: string | ArrayBuffer; items: number; deleted: number };

type Page = SyncPage<SyncedRow> & { kept?: KeptAnswer };

/** A page whose cursor and hasMore came ahead of its body (the server's Sync-Cursor headers). */
export type EarlyPage = { cursor: string; hasMore: boolean; body: Promise<Page> };

export type PageAnswer = Page | EarlyPage;

export type PageStream = {
  /** The next page in order, or null after the last; a fetch failure is thrown after the pages before it. */
  next(): Promise<Page | null>;
  /** The reader gave up (a write failed): fetch nothing more. */
  stop(): void;
};

const isEarly = (answer: PageAnswer): answer is EarlyPage => 'body' in answer;

export function pageStream(fetchPage: (cursor: string) => Promise<PageAnswer>, cursor: string, ahead: number): PageStream {
  const buffer: Promise<Page>[] = [];
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
        const answer = await fetchPage(at);
        const body = isEarly(answer) ? answer.body : Promise.resolve(answer);
        body.catch(() => undefined); // thrown to the reader in its turn, not reported as unhandled
        buffer.push(body);
        nudge(wakeReader);
        if (!answer.hasMore) break;
        at = answer.cursor;
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
          return await page;
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
