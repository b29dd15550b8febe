// The model the outbox property (outbox.property.test.ts) drives: a device with its store, queue and
// sync engine parts, a fake server, a clock, and the faults between them. outbox-guarantees.ts states what
// must hold once the faults stop.
import type fc from 'fast-check';
import { ALL_CHANGES, ORDER_CHANGES, RULE_CHANGES, SHOP_CHANGES } from '../../../src/contract/changes';
import { ParcelDb } from '../../../src/db/schema';
import { laneOf, type OutboxEntry, type OutboxRequest, type OverlayOp } from '../../../src/db/outbox-entry';
import type { Answer } from '../../../workers/sync/classify-answer';
import { FAKE_COLLECTIONS, FakeApiServer, json, type FakeCollection } from './fake-api-server';
import { pullCollection, type PageFetcher } from '../../../workers/sync/pull';
import { drainOutbox, type ItemReader, type Sender } from '../../../workers/sync/push';

/** Ids made on the device are UUIDs, as the API's schemas ask (src/contract/record-meta.ts): one range a collection. */
const newId = (collection: FakeCollection, n: number) => `0000000${FAKE_COLLECTIONS.indexOf(collection)}-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A create body the order schema takes, but for a blank shop number, which it refuses. */
const orderFields = (clientNumber: string) => ({
  order: { clientNumber, providerKey: 'cdek', tariffId: 1, pickupType: 1, deliveryType: 1 },
  cost: { assessedCost: 0, codCost: 0 },
  sender: { contactName: 'Склад', phone: '+79160000000' },
  recipient: { contactName: 'Анна', phone: '+79160000001' },
  items: [{ description: 'Книга', quantity: 1 }],
});

/** The world's creates and deletes, by collection: the registry's entries (src/contract/changes). */
const CREATES = { shops: SHOP_CHANGES.create, orders: ORDER_CHANGES.create };
const DELETES = { shops: SHOP_CHANGES.delete, orders: ORDER_CHANGES.delete };

/** What the world asks of fast-check's scheduler; the plain cases give one that runs in order. */
export type WorldScheduler = Pick<fc.Scheduler, 'schedule' | 'waitFor' | 'waitIdle'>;

export const USER = 7;
const OTHER_USER = 99;

export type FaultKind = 'ok' | 'network' | '500' | '502' | '503' | '408' | '429' | 'portal' | 'lost' | 'login' | 'killed' | 'killed-after-apply';
export type Fault = { kind: FaultKind; retryAfter: string | null };
export type OtherChange =
  | { kind: 'create-shop' | 'rename-shop' | 'delete-shop' | 'delete-order' | 'cancel-order'; pick: number }
  | { kind: 'expire'; collection: FakeCollection };
export type Step =
  | { t: 'create'; collection: 'shops' | 'orders'; valid: boolean }
  | { t: 'update'; pick: number; valid: boolean }
  | { t: 'delete'; collection: 'shops' | 'orders'; pick: number }
  | { t: 'cancel'; pick: number }
  | { t: 'switch'; pick: number; enabled: boolean }
  /** One drain (faults are used by its sends in turn, then all goes well), a pull beside it if asked. */
  | { t: 'sync'; faults: Fault[]; pull: boolean; pullFails: boolean; others: OtherChange[] }
  | { t: 'reload' }
  | { t: 'advance'; ms: number }
  | { t: 'other'; change: OtherChange };

const network = (): Answer => ({ kind: 'network', message: 'Failed to fetch' });
const html = (status: number, text: string): Answer => ({ kind: 'http', status, contentType: 'text/html', body: text, retryAfter: null });

/** What reaches the client for a send, given the fault; `server` is called when the server gets it,
 *  and `travel` brings its answer back (the scheduler decides when, so a pull may overtake it). */
function answerWith(fault: Fault, server: () => Answer, kill: () => void, travel: (answer: Answer) => Promise<Answer>): Promise<Answer> {
  const never = new Promise<Answer>(() => undefined);
  switch (fault.kind) {
    case 'ok': return travel(server());
    case 'lost': server(); return Promise.resolve(network());
    case 'killed-after-apply': server(); kill(); return never;
    case 'killed': kill(); return never;
    case 'network': return Promise.resolve(network());
    case '500': return Promise.resolve(json(500, { code: '050001', message: 'Internal error' }));
    case '502': return Promise.resolve(html(502, '<html>Bad gateway</html>'));
    case '503': return Promise.resolve({ ...html(503, '<html>Unavailable</html>'), retryAfter: fault.retryAfter });
    case '408': return Promise.resolve(json(408, { code: '040801', message: 'Timeout' }, fault.retryAfter));
    case '429': return Promise.resolve(json(429, { code: '042901', message: 'Too many requests' }, fault.retryAfter));
    case 'portal': return Promise.resolve(html(200, '<html>Wi-Fi login</html>'));
    case 'login': return Promise.resolve(json(401, { code: '040101', message: 'Invalid security key' }));
  }
}

/** A small seeded generator, so backoff jitter is part of the counterexample. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Newest first: changes pile up on the same few entities, where lanes, folds and deletions meet. */
const pickFrom = <T>(items: readonly T[], pick: number): T | undefined => (items.length ? items[items.length - 1 - (pick % items.length)] : undefined);
let worlds = 0;

export class World {
  clock = Date.UTC(2026, 0, 1);
  db: ParcelDb;
  readonly server = new FakeApiServer();
  /** Ids the user has seen or made, by collection. */
  readonly known: Record<FakeCollection, string[]> = { shops: [], orders: [], rules: [] };
  /** Every change the user made, in order. */
  readonly made: Array<{ key: string; kind: string; entityId: string; status?: string }> = [];
  /** Entities whose create the server refused, with how many changes the user had made by then. */
  readonly createRefused = new Map<string, number>();
  private readonly name = `outbox-property-${++worlds}`;
  private readonly random: () => number;
  private faults: Fault[] = [];
  private kill: () => void = () => undefined;
  private ids = 0;

  constructor(private readonly s: WorldScheduler, seed: number) {
    this.db = new ParcelDb(this.name);
    this.random = seeded(seed);
  }

  async start(): Promise<void> {
    const { shops, orders, rules } = this.server.collections;
    shops.put('shop-a', { name: 'A' });
    shops.put('shop-b', { name: 'B' });
    orders.put('order-a', { clientNumber: 'A-1', status: { key: 'uploading' } });
    orders.put('order-b', { clientNumber: 'B-1', status: { key: 'deliveryCanceled' } });
    rules.put('rule-a', { name: 'Rule A', status: 'enabled' });
    rules.put('rule-b', { name: 'Rule B', status: 'disabled' });
    for (const c of FAKE_COLLECTIONS) this.known[c].push(...this.server.rows(c).keys());
    await this.pullAll(this.directPage);
    // A change left behind by another user of the device: never to be sent for this one.
    await this.db.outbox.add(this.entry('foreign', 'shops', 'shop-a', 'shop.delete', { op: 'remove' }, { method: 'DELETE', path: SHOP_CHANGES.delete.path.build({ id: 'shop-a' }) }, 1, OTHER_USER));
  }

  // ---- the user, through the same entries as src/sync/enqueue-change.ts writes ----

  private entry(key: string, collection: FakeCollection, entityId: string, kind: string, payload: OverlayOp, request: OutboxRequest, baseVersion: number, userId = USER): OutboxEntry {
    return {
      id: key, userId, lane: laneOf(collection, entityId), collection, entityId, kind, payload, request, baseVersion,
      attempts: 0, nextAttemptAt: 0, state: 'queued', error: null, createdAt: this.clock,
    };
  }

  private async enqueue(collection: FakeCollection, entityId: string, kind: string, payload: OverlayOp, request: OutboxRequest, status?: string) {
    const key = `key-${this.made.length + 1}`;
    // As the screens do: the version the user saw, 0 for a create or an entity still waiting for its create.
    const seen = kind.endsWith('.create') ? undefined : await this.db[collection].get(entityId);
    const baseVersion = seen?.version ?? 0;
    const entry = this.entry(key, collection, entityId, kind, payload, request, baseVersion);
    // As queueChange: an edit the registry holds to its version carries it as If-Match, with the record seen.
    if (ALL_CHANGES.find((change) => change.kind === kind)?.versioned && seen?.version) {
      entry.request = { ...request, ifMatch: seen.version };
      entry.base = seen;
    }
    await this.db.outbox.add(entry);
    this.made.push({ key, kind, entityId, status });
  }

  async userStep(step: Step): Promise<void> {
    const n = ++this.ids;
    switch (step.t) {
      case 'create': {
        const id = newId(step.collection, n);
        this.known[step.collection].push(id);
        const fields = step.collection === 'shops' ? { name: step.valid ? `Shop ${n}` : '' } : orderFields(step.valid ? `C-${n}` : '');
        const kind = CREATES[step.collection].kind;
        return this.enqueue(step.collection, id, kind, { op: 'upsert', fields }, { method: 'POST', path: CREATES[step.collection].path.build({}), body: { id, ...fields } });
      }
      case 'update': {
        const id = pickFrom(this.known.shops, step.pick);
        if (!id) return;
        const fields = { name: step.valid ? `Shop renamed ${n}` : '' };
        return this.enqueue('shops', id, 'shop.update', { op: 'upsert', fields }, { method: 'PUT', path: SHOP_CHANGES.update.path.build({ id }), body: fields });
      }
      case 'delete': {
        const id = pickFrom(this.known[step.collection], step.pick);
        if (!id) return;
        const kind = DELETES[step.collection].kind;
        return this.enqueue(step.collection, id, kind, { op: 'remove' }, { method: 'DELETE', path: DELETES[step.collection].path.build({ id }) });
      }
      case 'cancel': {
        const id = pickFrom(this.known.orders, step.pick);
        if (!id) return;
        return this.enqueue('orders', id, 'order.cancel', { op: 'upsert', fields: { status: { key: 'deliveryCanceled' } } }, { method: 'POST', path: ORDER_CHANGES.cancel.path.build({ id }) });
      }
      case 'switch': {
        const id = pickFrom(this.known.rules, step.pick)!;
        const status = step.enabled ? 'enabled' : 'disabled';
        return this.enqueue('rules', id, 'rule.switch', { op: 'upsert', fields: { status } }, { method: 'PUT', path: RULE_CHANGES.switch.path.build({ id }), body: { status } }, status);
      }
      default:
        return this.worldStep(step);
    }
  }

  // ---- the world: the network, the server, the other device, the clock, reloads ----

  private readonly send: Sender = (request, key) => {
    const fault = this.faults.shift() ?? { kind: 'ok', retryAfter: null };
    const label = `${fault.kind} ${request.method} ${request.path}`;
    const server = () => {
      const answer = this.server.receive(request, key);
      const change = this.made.find((c) => c.key === key);
      const refused = answer.kind === 'http' && answer.status >= 400 && answer.status < 500;
      if (refused && change?.kind.endsWith('.create') && !this.createRefused.has(change.entityId)) {
        this.createRefused.set(change.entityId, this.made.length);
      }
      return answer;
    };
    return this.s.schedule(Promise.resolve(), label)
      .then(() => answerWith(fault, server, () => this.kill(), (answer) => this.s.schedule(Promise.resolve(answer), `answer to ${label}`)));
  };

  private readonly directSend: Sender = async (request, key) => this.server.receive(request, key);

  /** A read goes and comes back as scheduled steps, so pulls and other devices' changes land in between. */
  private readonly read: ItemReader = (path) =>
    this.s.schedule(Promise.resolve(), `read ${path}`).then(() => this.s.schedule(Promise.resolve(this.server.read(path)), `answer to read ${path}`));

  private readonly directRead: ItemReader = async (path) => this.server.read(path);

  private scheduledPage(fails: boolean): PageFetcher {
    return (collection, request) => this.s.schedule(Promise.resolve(), `page ${collection} ${request.cursor}`).then(() => {
      if (fails) throw new Error('Failed to fetch');
      return this.server.collections[collection as FakeCollection].page(request);
    });
  }

  private readonly directPage: PageFetcher = async (collection, request) => this.server.collections[collection as FakeCollection].page(request);

  private async pullAll(fetchPage: PageFetcher, db = this.db): Promise<void> {
    // As the engine: one collection after another.
    for (const c of FAKE_COLLECTIONS) await pullCollection(c, { db, fetchPage, now: () => this.clock });
  }

  private otherDevice(change: OtherChange): void {
    const live = (c: FakeCollection) => [...this.server.rows(c).keys()];
    const n = ++this.ids;
    switch (change.kind) {
      case 'create-shop':
        this.server.receive({ method: 'POST', path: SHOP_CHANGES.create.path.build({}), body: { id: newId('shops', n), name: `Other ${n}` } });
        return;
      case 'rename-shop': {
        const id = pickFrom(live('shops'), change.pick);
        if (id) this.server.receive({ method: 'PUT', path: SHOP_CHANGES.update.path.build({ id }), body: { name: `Renamed elsewhere ${n}` } });
        return;
      }
      case 'delete-shop':
      case 'delete-order': {
        const c = change.kind === 'delete-shop' ? 'shops' : 'orders';
        const id = pickFrom(live(c), change.pick);
        if (id) this.server.receive({ method: 'DELETE', path: DELETES[c].path.build({ id }) });
        return;
      }
      case 'cancel-order': {
        const id = pickFrom(live('orders'), change.pick);
        if (id) this.server.receive({ method: 'POST', path: ORDER_CHANGES.cancel.path.build({ id }) });
        return;
      }
      case 'expire':
        // Tombstones past their keeping period: older cursors answer 410.
        this.server.collections[change.collection].expireCursors();
    }
  }

  async reload(): Promise<void> {
    this.db.close();
    this.db = new ParcelDb(this.name);
    await this.db.open();
  }

  private async worldStep(step: Step): Promise<void> {
    switch (step.t) {
      case 'advance':
        this.clock += step.ms;
        return;
      case 'reload':
        return this.reload();
      case 'other':
        return this.otherDevice(step.change);
      case 'sync':
        return this.sync(step);
    }
  }

  private async sync(step: Extract<Step, { t: 'sync' }>): Promise<void> {
    this.faults = [...step.faults];
    const killed = new Promise<'killed'>((resolve) => (this.kill = () => resolve('killed')));
    const db = this.db;
    const drain = drainOutbox({ db, send: this.send, read: this.read, userId: USER, now: () => this.clock, random: this.random }).then(() => 'drained' as const);
    const pull = step.pull ? this.pullAll(this.scheduledPage(step.pullFails), db).catch(() => undefined) : Promise.resolve();
    for (const change of step.others) void this.s.schedule(Promise.resolve(), `other ${change.kind}`).then(() => this.otherDevice(change));
    const outcome = await this.s.waitFor(Promise.race([drain, killed]));
    if (outcome === 'killed') {
      // The tab died with a send in flight: what it was doing fails on the closed database.
      drain.catch(() => undefined);
      await this.reload();
      return;
    }
    await this.s.waitFor(pull);
  }

  /** Faults stop: requests of killed tabs arrive, the queue drains to the end, a pull completes. */
  async settle(): Promise<void> {
    await this.s.waitIdle();
    await this.reload();
    for (let round = 0; round < 200; round++) {
      const result = await drainOutbox({ db: this.db, send: this.directSend, read: this.directRead, userId: USER, now: () => this.clock, random: this.random });
      if (result.wakeAt === null) break;
      this.clock = Math.max(this.clock, result.wakeAt);
    }
    await this.pullAll(this.directPage);
  }

  async dispose(): Promise<void> {
    this.db.close();
    await new ParcelDb(this.name).delete();
  }
}
