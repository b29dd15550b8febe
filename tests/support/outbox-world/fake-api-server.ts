// The API in memory for the outbox property test: shops, orders and tariff rules, routed by the change
// registry the console and the server share (src/contract/changes), with the answers of the real routes
// (server/src/routes/resource-kit.ts, tariff-rules.ts, orders/cancel-order.ts): If-Match held to the record's
// version (server/src/lib/if-match.ts), an order's actions by the contract's rule (src/contract/order-rules.ts),
// the
// Idempotency-Key rules of server/src/middleware/idempotency.ts (a repeat gets the stored first answer,
// 4xx included, marked as replayed; the same key with another request 422), and a sync cursor per collection. It counts
// how often each key's change ran, which is what "exactly once" is judged by.
import { changeFor, ORDER_CHANGES, SHOP_CHANGES } from '../../../src/contract/changes';
import { bodySchemaOf } from '../../../src/contract/changes/change-bodies';
import { ERROR_CODES, ORDER_ERROR_CODES } from '../../../src/contract';
import type { OrderStatusKey } from '../../../src/contract/constants';
import { orderActionRefusal } from '../../../src/contract/order-rules';
import type { OutboxRequest } from '../../../src/db/outbox-entry';
import type { Answer } from '../../../workers/sync/classify-answer';
import { FakeCursorServer } from './fake-cursor-server';

export const FAKE_COLLECTIONS = ['shops', 'orders', 'rules'] as const;
export type FakeCollection = (typeof FAKE_COLLECTIONS)[number];

export const json = (status: number, body: unknown, retryAfter: string | null = null): Answer => ({
  kind: 'http', status, contentType: 'application/json; charset=utf-8', body, retryAfter,
});

const invalid = (field: string) => json(400, {
  code: '040001', message: 'Invalid request data', errors: [{ field, message: 'Please enter value' }],
});
const notFound = () => json(404, { code: '040401', message: 'Not found' });


type Stored = { fingerprint: string; answer: Answer };

export class FakeApiServer {
  readonly collections: Record<FakeCollection, FakeCursorServer> = {
    shops: new FakeCursorServer(), orders: new FakeCursorServer(), rules: new FakeCursorServer(),
  };
  /** How many times the change sent with a key ran (a replay does not run it). */
  readonly executions = new Map<string, number>();
  /** Keys in the order their changes ran. */
  readonly ran: string[] = [];
  private readonly answers = new Map<string, Stored>();
  /** Ids ever deleted, so a repeated DELETE answers the same even after tombstones expired. */
  private readonly deleted = new Set<string>();

  /** A write as the network delivers it; `key` is the Idempotency-Key (absent for another device's writes). */
  receive(request: OutboxRequest, key?: string): Answer {
    if (key === undefined) return this.handle(request);
    const fingerprint = `${request.method} ${request.path}\n${JSON.stringify(request.body ?? null)}`;
    const earlier = this.answers.get(key);
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) return json(422, { code: '042201', message: 'Idempotency-Key reused' });
      return earlier.answer.kind === 'http' ? { ...earlier.answer, replayed: true } : earlier.answer;
    }
    this.executions.set(key, (this.executions.get(key) ?? 0) + 1);
    this.ran.push(key);
    const answer = this.handle(request);
    // As the real middleware: 5xx are not kept, so a retry runs again.
    if (answer.kind === 'http' && answer.status < 500) this.answers.set(key, { fingerprint, answer });
    return answer;
  }

  /** A GET of one shop or order as it is now (push.ts asks for a replayed create's row). */
  read(path: string): Answer {
    const shop = SHOP_CHANGES.item.match(path);
    const order = ORDER_CHANGES.item.match(path);
    const [collection, id] = shop ? ['shops' as const, shop.id] : order ? ['orders' as const, order.id] : [null, null];
    const row = collection && this.collections[collection].rows.get(id!);
    return row ? json(200, row) : notFound();
  }

  /** The first answer stored for a key, if the change ran. */
  answerFor(key: string): Answer | undefined {
    return this.answers.get(key)?.answer;
  }

  /** Live rows of a collection, by id. */
  rows(collection: FakeCollection) {
    return this.collections[collection].rows;
  }

  /** Routed by the console's own change registry (src/contract/changes), as the real server's routes are. */
  private handle({ method, path, body, ifMatch }: OutboxRequest): Answer {
    const change = changeFor(method, path);
    const id = change?.params.id;
    // The body is held to the registry's schema, as the real routes validate it; the row keeps what it kept.
    const schema = change && bodySchemaOf(change.entry);
    const checked = schema?.safeParse(body ?? {});
    if (checked && !checked.success) return invalid(checked.error.issues[0]!.path.join('.'));
    const input = (checked?.data ?? body ?? {}) as Record<string, unknown>;
    switch (change?.entry.kind) {
      case 'shop.create': return this.create('shops', input);
      case 'shop.update': return this.update('shops', id!, input, ifMatch);
      case 'shop.delete': return this.remove('shops', id!);
      case 'order.create': return this.create('orders', { status: { key: 'uploading' }, ...input });
      case 'order.cancel': return this.cancel(id!);
      case 'order.delete': return this.remove('orders', id!);
      case 'rule.switch': return this.switchRule(id!, input.status as string | undefined);
      default: return json(404, { code: '040400', message: `No route ${method} ${path}` });
    }
  }

  private create(collection: FakeCollection, input: Record<string, unknown>): Answer {
    const id = typeof input.id === 'string' ? input.id : `server-${this.collections[collection].rows.size + 1}`;
    const table = this.collections[collection];
    // A repeated create with the same id answers the row as it is.
    if (!table.rows.has(id)) table.put(id, { ...input, id });
    return json(200, table.rows.get(id));
  }

  private update(collection: FakeCollection, id: string, input: Record<string, unknown>, ifMatch?: number): Answer {
    const table = this.collections[collection];
    const row = table.rows.get(id);
    if (!row) return notFound();
    if (ifMatch !== undefined && ifMatch !== row.version) return json(412, { code: ERROR_CODES.versionConflict, message: 'Changed since', data: row });
    const { version: _v, ...data } = row;
    table.put(id, { ...data, ...input, id });
    return json(200, table.rows.get(id));
  }

  private remove(collection: FakeCollection, id: string): Answer {
    const table = this.collections[collection];
    if (!table.rows.has(id)) return this.deleted.has(id) ? json(200, { id }) : notFound();
    table.remove(id);
    this.deleted.add(id);
    return json(200, { id });
  }

  private cancel(id: string): Answer {
    const table = this.collections.orders;
    const row = table.rows.get(id);
    if (!row) return notFound();
    const refusal = orderActionRefusal('cancel', (row.status as { key: OrderStatusKey }).key);
    if (refusal === 'alreadyCancelled') return json(409, { code: ORDER_ERROR_CODES.alreadyCancelled, message: 'already cancelled' });
    if (refusal) return json(409, { code: ORDER_ERROR_CODES.cancelNotSupported, message: 'cannot cancel' });
    const { version: _v, ...data } = row;
    table.put(id, { ...data, status: { key: 'deliveryCanceled' } });
    return json(200, table.rows.get(id));
  }

  private switchRule(id: string, status: string | undefined): Answer {
    const table = this.collections.rules;
    const row = table.rows.get(id);
    if (!row) return notFound();
    if (status !== 'enabled' && status !== 'disabled') return invalid('status');
    // As the real route: the intended state, and no new version when it already is so.
    if (row.status !== status) {
      const { version: _v, ...data } = row;
      table.put(id, { ...data, status });
    }
    return json(200, table.rows.get(id));
  }
}
