// Fetches a collection's pages with several in flight and hands them over in order, without waiting for them
// to be written: the writer commits 1,000-row batches while the next pages travel. On a slow mobile link one
// page after another costs a round trip each (1,000 points pages at 150 ms: two and a half minutes of
// waiting), so the stream follows the server's plan: an answer asked with `ahead` tells where the pages after
// the next one start (SYNC_AHEAD_HEADER), and each planned page is asked with `until` the next start, so the
// pages cannot overlap while the data changes (rows that change move past the plan, to the pages after it).
// A planned page that does not end where the next one starts breaks the plan: the pages after it are
// dropped and the stream goes on from where that page ended, so nothing is skipped or taken twice.
// Without a plan (an API host that sends no Sync-Ahead) it is one page after another, and when the headers
// tell the next cursor the next page is asked for while this one's body still arrives.
import type { SyncPage } from '../../src/contract/sync';
import type { SyncedRow } from '../../src/db/schema';

/** The answer as it came, for a collection stored as pages (PAGED_COLLECTIONS): its bytes, unparsed, when
 *  the headers told the counts (then `items` and `deleted` of the page are left empty), else its text. */
export type KeptAnswer = { body: string | ArrayBuffer; items: number; deleted: number };

type Page = SyncPage<SyncedRow> & { kept?: KeptAnswer };

/** `ahead`: where the pages after the next one start, when the request asked for them. */
type Plan = { ahead?: string[] };

/** A page whose cursor and hasMore came ahead of its body (the server's Sync-Cursor headers). */
export type EarlyPage = { cursor: string; hasMore: boolean; body: Promise<Page> } & Plan;

export type PageAnswer = (Page & Plan) | EarlyPage;

/** `until`: the start of the page after this one, when planned; `ahead`: how many page starts to ask for. */
export type PageRequest = { cursor: string; until?: string; ahead: number };

export type PageStreamLimits = {
  /** Requests on the wire at once. */
  inFlight: number;
  /** Pages fetched or being fetched that the reader has not taken yet (memory bound). */
  buffered: number;
  /** Page starts asked for at a time; 0 never asks (one page after another). */
  plan: number;
  /** The first page goes at once, the others once this resolves. */
  holdAfterFirst?: Promise<void>;
};

export type PageStream = {
  /** The next page in order, or null after the last; a fetch failure is thrown after the pages before it. */
  next(): Promise<Page | null>;
  /** The reader gave up (a write failed): fetch nothing more. */
  stop(): void;
  /** Whether next() would answer at once: the next page's body has come in whole. */
  nextArrived(): boolean;
};

const isEarly = (answer: PageAnswer): answer is EarlyPage => 'body' in answer;

type Launched = { index: number; answer: Promise<PageAnswer> };

export function pageStream(fetchPage: (request: PageRequest) => Promise<PageAnswer>, cursor: string, limits: PageStreamLimits): PageStream {
  const buffer: Promise<Page>[] = [];
  const arrived = new WeakSet<Promise<Page>>();
  let finished = false;
  let stopped = false;
  let failure: { error: unknown } | null = null;
  let wakeReader: (() => void) | null = null;
  let wakeFetcher: (() => void) | null = null;
  const nudge = (fn: (() => void) | null) => fn?.();

  /** route[i] is where page i starts; the last known start has no known end yet. */
  const route = [cursor];
  const launched: Launched[] = [];
  let nextToLaunch = 0;
  let lastAsked = -Infinity;
  let held = limits.holdAfterFirst !== undefined;
  void limits.holdAfterFirst?.then(() => {
    held = false;
    nudge(wakeFetcher);
  });

  const launch = () => {
    const index = nextToLaunch++;
    // Ask for more starts while enough planned pages remain to keep the wire busy during the round trip.
    const askPlan = limits.plan > 0 && index + limits.plan / 2 >= route.length && index >= lastAsked + limits.plan / 2;
    if (askPlan) lastAsked = index;
    const answer = fetchPage({ cursor: route[index], until: route[index + 1], ahead: askPlan ? limits.plan : 0 });
    answer.catch(() => undefined); // thrown in its turn below
    launched.push({ index, answer });
  };

  const dropLaunched = () => {
    for (const dropped of launched.splice(0)) {
      void dropped.answer.then((a) => (isEarly(a) ? a.body.catch(() => undefined) : undefined), () => undefined);
    }
  };

  /** Forgets the plan after page `index - 1`, which ended at `start` (none: it was the last): the pages in
   *  flight, all of them after it, are dropped unread. */
  const replanFrom = (index: number, start?: string) => {
    route.length = index;
    if (start !== undefined) route.push(start);
    dropLaunched();
    nextToLaunch = index;
    lastAsked = -Infinity;
  };

  void (async () => {
    try {
      while (!stopped) {
        const mayLaunch = () => (nextToLaunch === 0 || !held) && launched.length < limits.inFlight && nextToLaunch < route.length;
        while (mayLaunch() && buffer.length + launched.length < limits.buffered) launch();
        if (!launched.length) {
          if (nextToLaunch >= route.length) break;
          // Every page the reader may get ahead is fetched, or the pages after the first are held: wait.
          await new Promise<void>((resolve) => (wakeFetcher = resolve));
          continue;
        }
        const { index, answer: pending } = launched.shift()!;
        const answer = await pending;
        const body = isEarly(answer) ? answer.body : Promise.resolve(answer);
        body.then(() => arrived.add(body), () => arrived.add(body)); // a failure is thrown to the reader in its turn
        buffer.push(body);
        nudge(wakeReader);
        if (!answer.hasMore) {
          replanFrom(index + 1);
          break;
        }
        const plannedEnd = route[index + 1];
        if (plannedEnd === undefined) route.push(answer.cursor);
        else if (plannedEnd !== answer.cursor) replanFrom(index + 1, answer.cursor);
        // Starts the route does not hold yet; those it holds stay (an older plan's pages are still disjoint).
        route.push(...(answer.ahead ?? []).slice(route.length - (index + 2)));
      }
    } catch (error) {
      failure = { error };
    } finally {
      dropLaunched();
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
    nextArrived: () => buffer.length > 0 && arrived.has(buffer[0]),
    stop() {
      stopped = true;
      nudge(wakeFetcher);
    },
  };
}
