// Runs pulls and drains for one signed-in user, one at a time each, and records what the UI shows
// (paused for login, pulling, last synced) in the syncStatus table. Only the leader tab's worker runs
// it (leader.ts); the others forward their kicks.
import { SYNC_COLLECTIONS, type SyncCollection } from '../../src/contract/sync-constants';
import { mayRead, readableCollections, RULE_SCHEMA_READERS, STATUS_LAG_READERS } from '../../src/contract/sync-readers';
import type { ParcelDb, SyncStatusRow } from '../../src/db/schema';
import { CollectionForbiddenError, fetchDocument, fetchListPage, fetchStatusLag, fetchSyncPage, LoginNeededError, readItem, sendChange } from './http';
import { pullStatusLag } from './status-lag-pull';
import type { WireTarget } from '../../src/contract/http';
import { listsAreIn, pullReferenceLists } from './reference-pull';
import { pullRuleSchema } from './rule-schema-pull';
import { pullCollection } from './pull';
import { drainOutbox } from './push';
import { pullGroups } from './pull-groups';
import { homeCity } from './home-city';
import { startTransferMeter } from './transfer-meter';

/** `roles`: the user's; what they may not read is never asked for (src/contract/sync-readers.ts). */
export type EngineSession = { token: string; userId: number; lang: string; roles: readonly string[] };

const PULL_EVERY_MS = 60_000;
/** Bulk collections: in a new user's first pull, only their first page goes at once (the screens' first
 *  rows); the rest waits until the service worker's precache is stored (src/sync/shell-cached.ts), so the
 *  install does not compete with them for the link and the cores, and a reload offline right after the first
 *  login finds the app. Measured on loopback, 5,000 orders alongside the install held it back from ~3 s to ~9 s. */
const AFTER_SHELL_CACHED: ReadonlySet<SyncCollection> = new Set(['orders', 'operations', 'points']);
/** Asked to hold while a new version takes over (docs/decisions/offline-and-pwa.md "Updates"). */
export class HeldForUpdateError extends Error {}

/** A sweep of the reference lists that a switch of language left behind stops at its next page. */
class SweepLeftBehindError extends Error {}

/** Reference lists change rarely (a new delivery service, a new tariff): swept at login and then hourly. */
const LISTS_EVERY_MS = 60 * 60_000;

export class SyncEngine {
  private session: EngineSession | null = null;
  private stopped = false;
  private draining: Promise<void> | null = null;
  private drainAgain = false;
  private pulling: Promise<void> | null = null;
  private pullNext: Set<SyncCollection> | null = null;
  private wakeTimer: ReturnType<typeof setTimeout> | undefined;
  private pullTimer: ReturnType<typeof setInterval> | undefined;
  private listsPulledAt = 0;
  private listsLang = '';
  private listsSweep: { lang: string; done: Promise<void> } | null = null;
  private readonly target: WireTarget;
  private readonly meter = startTransferMeter();
  private shellWasCached = false;
  private heldUntil = 0;
  private holdTimer: ReturnType<typeof setTimeout> | undefined;

  /** `pullDb`: the same database, the connection pulls write through (see sync.worker.ts); `db` by default.
   *  `shellCached`: resolves when bulk pulls may go on past their first page (see AFTER_SHELL_CACHED). */
  constructor(
    private readonly db: ParcelDb,
    baseUrl: string,
    private readonly pullDb: ParcelDb = db,
    private readonly shellCached: Promise<void> = Promise.resolve(),
  ) {
    void shellCached.then(() => (this.shellWasCached = true));
    this.target = { baseUrl, token: () => this.session?.token ?? null, lang: () => this.session?.lang ?? 'ru' };
  }

  /** A (new) login: resume a paused queue, send what waits, pull what changed. The same login in another
   *  language only sweeps the reference lists again: their names follow the language, what the collections
   *  hold does not (docs/decisions/shell-and-settings.md "Language"). */
  async setSession(session: EngineSession): Promise<void> {
    const previous = this.session;
    this.session = session;
    if (previous && previous.token === session.token && previous.userId === session.userId && previous.lang !== session.lang) {
      return this.pullListsForLanguage();
    }
    this.listsPulledAt = 0;
    await this.status({ pausedForLogin: false });
    clearInterval(this.pullTimer);
    this.pullTimer = setInterval(() => void this.pullAll(), PULL_EVERY_MS);
    void this.drain().then(() => this.pullAll());
  }

  /** Logout: stop for good and close the database, so the wipe is not blocked and nothing in flight
   *  writes the old user's rows into the fresh store (a closed Dexie refuses, it does not reopen). */
  stop(): void {
    this.session = null;
    this.stopped = true;
    clearInterval(this.pullTimer);
    clearTimeout(this.wakeTimer);
    clearTimeout(this.holdTimer);
    this.meter.stop();
    this.db.close();
    this.pullDb.close();
  }

  /** A new version is taking over: its service worker activates only once the old one has had no request for
   *  a moment, and each request of this worker wakes the old one (docs/decisions/offline-and-pwa.md "Updates").
   *  Starts no request for `ms`, stops a pull at its next page (what it committed stays, it resumes from its
   *  cursor), and resolves when what was in flight has settled. Queued changes stay queued. */
  async hold(ms: number): Promise<void> {
    this.heldUntil = Date.now() + ms;
    clearTimeout(this.holdTimer);
    // The reload that ends this worker did not come (the update failed): carry on.
    this.holdTimer = setTimeout(() => void this.drain().then(() => this.pullAll()), ms);
    await Promise.allSettled([this.pulling, this.draining]);
  }

  private held(): boolean {
    return Date.now() < this.heldUntil;
  }

  /** Sends due changes; a kick while sending runs one more round, so nothing waits for the timer. */
  drain(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.draining) {
      this.drainAgain = true;
      return this.draining;
    }
    this.draining = this.drainRounds()
      .catch((e) => {
        if (!this.stopped) throw e;
      })
      .finally(() => (this.draining = null));
    return this.draining;
  }

  private async drainRounds(): Promise<void> {
    do {
      this.drainAgain = false;
      const session = this.session;
      if (!session || this.held() || (await this.isPaused())) return;
      const result = await drainOutbox({ db: this.db, send: sendChange(this.target), read: readItem(this.target), userId: session.userId });
      if (result.pausedForLogin) return this.pauseForLogin();
      clearTimeout(this.wakeTimer);
      if (result.wakeAt !== null) this.wakeTimer = setTimeout(() => void this.drain(), Math.max(0, result.wakeAt - Date.now()));
      if (result.touched.length) void this.pullAll(result.touched);
    } while (this.drainAgain);
  }

  /** Back online: the backoff of changes that failed while offline is over, send them now, then pull
   *  (backoff exists to spare a struggling server, not to wait out a network that is back). */
  async backOnline(): Promise<void> {
    if (this.stopped) return;
    await this.db.outbox.where('state').equals('queued').modify({ nextAttemptAt: 0 });
    await this.drain();
    await this.pullAll();
  }

  /** Pulls the collections. Asked while a pull runs (which may be past them already), they are pulled
   *  once more right after it, and the promise covers that round too: "sync now" gets what it asked for. */
  pullAll(collections: readonly SyncCollection[] = SYNC_COLLECTIONS): Promise<void> {
    if (this.pulling) {
      this.pullNext = new Set([...(this.pullNext ?? []), ...collections]);
      return this.pulling;
    }
    this.pulling = this.pullRounds(collections).finally(() => (this.pulling = null));
    return this.pulling;
  }

  private async pullRounds(first: readonly SyncCollection[]): Promise<void> {
    for (let next: readonly SyncCollection[] | null = first; next; ) {
      this.pullNext = null;
      await this.pullEach(next);
      // Set by pullAll calls during the await (TypeScript cannot see that and narrows it to null).
      const asked = this.pullNext as Set<SyncCollection> | null;
      next = asked ? SYNC_COLLECTIONS.filter((c) => asked.has(c)) : null;
    }
  }

  private async pullEach(asked: readonly SyncCollection[]): Promise<void> {
    if (!this.session || this.held() || (await this.isPaused())) return;
    // A collection the role may not read would only be refused (403): it is not asked for.
    const readable = readableCollections(this.session.roles);
    const collections = asked.filter((collection) => readable.includes(collection));
    try {
      // The reference lists and the collections travel together (the lists' round trips held every collection
      // back for more than a second on a slow link); the bulk collection goes last, alone (pull-groups.ts).
      const [lists, ...groups] = await Promise.allSettled([this.pullListsIfDue(), this.pullGroups(collections), this.pullLagWith(collections)]);
      const failed = [lists, ...groups].find((outcome) => outcome.status === 'rejected');
      if (failed) throw failed.reason;
      await this.status({ pulling: null, lastSyncedAt: Date.now(), lastError: null });
    } catch (e) {
      if (this.stopped) return;
      if (e instanceof LoginNeededError) return this.pauseForLogin();
      if (e instanceof HeldForUpdateError) return this.status({ pulling: null });
      // Offline or a server hiccup: what is stored stays; the next online event or timer tries again.
      await this.status({ pulling: null, lastError: e instanceof Error ? e.message : String(e) });
    }
  }

  /** A switch of language: the lists at once, not after a pull of the collections that may be running (a first
   *  pull of thousands of orders takes a while). A failure leaves them due: the next pull sweeps them. */
  private async pullListsForLanguage(): Promise<void> {
    if (this.held() || (await this.isPaused())) return;
    await this.pullListsIfDue().catch(() => undefined);
  }

  /** Due hourly, and at once when the language is no longer the one of the stored lists. A sweep in the language
   *  asked for that is running already is waited for; one in another language is left behind: it asks for no
   *  more pages and writes nothing (a slow link would otherwise hold the new language back by a whole sweep). A
   *  sweep keeps its language for all its pages: a switch halfway would store a list of two languages. */
  private async pullListsIfDue(): Promise<void> {
    const lang = this.session?.lang ?? 'ru';
    if (this.listsSweep?.lang === lang) return this.listsSweep.done;
    if (Date.now() - this.listsPulledAt <= LISTS_EVERY_MS && lang === this.listsLang && (await listsAreIn(this.pullDb, lang))) return;
    if (this.listsSweep?.lang === lang) return this.listsSweep.done;
    const done: Promise<void> = this.sweepLists(lang).finally(() => {
      if (this.listsSweep?.done === done) this.listsSweep = null;
    });
    this.listsSweep = { lang, done };
    return done;
  }

  private async sweepLists(lang: string): Promise<void> {
    const wanted = () => !this.stopped && (this.session?.lang ?? 'ru') === lang;
    const target: WireTarget = { ...this.target, lang: () => lang };
    const fetchPage = fetchListPage(target);
    const fetchWanted: typeof fetchPage = (spec) => (page, limit) =>
      wanted() ? fetchPage(spec)(page, limit) : Promise.reject(new SweepLeftBehindError());
    try {
      const [emptyLists] = await Promise.all([
        pullReferenceLists(this.pullDb, fetchWanted, Date.now, lang, wanted),
        // A role that may not edit rules keeps no schema, and is not refused one.
        pullRuleSchema(this.pullDb, mayRead(this.session?.roles ?? [], RULE_SCHEMA_READERS) ? fetchDocument(target) : async () => null, Date.now, wanted),
      ]);
      if (!wanted()) return;
      this.listsPulledAt = Date.now();
      this.listsLang = lang;
      await this.status({ emptyLists });
    } catch (e) {
      if (!(e instanceof SweepLeftBehindError)) throw e;
    }
  }

  /** The status lag goes with the orders, whole or as a 304 (status-lag-pull.ts); a role that may not read orders
   *  does not ask. */
  private async pullLagWith(collections: readonly SyncCollection[]): Promise<void> {
    if (!collections.includes('orders') || !mayRead(this.session?.roles ?? [], STATUS_LAG_READERS)) return;
    await pullStatusLag(this.pullDb, fetchStatusLag(this.target));
  }

  /** Each group's collections together; `pulling` names the group's first (the points panel asks for points). */
  private async pullGroups(collections: readonly SyncCollection[]): Promise<void> {
    for (const group of pullGroups(collections)) {
      await this.status({ pulling: group[0] });
      const outcomes = await Promise.allSettled(group.map((collection) => this.pullOne(collection)));
      const failed = outcomes.find((outcome) => outcome.status === 'rejected');
      if (failed) throw failed.reason;
    }
  }

  private async pullOne(collection: SyncCollection): Promise<void> {
    const fetchPage = fetchSyncPage(this.target);
    try {
      await pullCollection(collection, {
        db: this.pullDb,
        fetchPage: (c, request) => (this.held() ? Promise.reject(new HeldForUpdateError()) : fetchPage(c, request)),
        bytesOnWire: (c) => this.meter.take(c),
        nearFor: async (c) => (c === 'points' ? homeCity(this.pullDb) : undefined),
        holdAfterFirstPage: AFTER_SHELL_CACHED.has(collection) && !this.shellWasCached ? this.shellCached : undefined,
      });
    } catch (e) {
      if (!(e instanceof CollectionForbiddenError)) throw e;
    }
  }

  private async pauseForLogin(): Promise<void> {
    clearTimeout(this.wakeTimer);
    await this.status({ pausedForLogin: true, pulling: null });
  }

  private async isPaused(): Promise<boolean> {
    return (await this.db.syncStatus.get('current'))?.pausedForLogin ?? false;
  }

  private async status(change: Partial<Omit<SyncStatusRow, 'key'>>): Promise<void> {
    await this.db.transaction('rw', this.db.syncStatus, async () => {
      const current = (await this.db.syncStatus.get('current')) ?? {
        key: 'current', pausedForLogin: false, pulling: null, lastSyncedAt: 0, lastError: null,
      };
      const next = { ...current, ...change };
      // Unchanged (a pull that found nothing new, no lists empty again): no write, so no screen reads again.
      if (JSON.stringify(next) !== JSON.stringify(current)) await this.db.syncStatus.put(next);
    });
  }
}
