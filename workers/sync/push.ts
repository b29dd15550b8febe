// Sends the outbox (docs/sync.md "Push"): lane heads go out with their Idempotency-Key; each answer is
// applied in one transaction (the server's row stored and the entry removed together), so a crash
// between the two can never show a change twice or lose it.
import { syncedTable, type ParcelDb, type SyncedRow } from '../../src/db/schema';
import type { OutboxEntry, OutboxRequest } from '../../src/db/outbox-entry';
import type { SyncCollection } from '../../src/contract/sync-constants';
import { wordsTable, writeWords } from '../../src/db/search-words';
import { classifyAnswer, type Answer } from './classify-answer';
import { nextAttemptAt } from './backoff';
import { dependentsOf, planLanes } from './lanes';
import { redundantSwitches, RULE_SWITCH } from './coalesce';

export type Sender = (request: OutboxRequest, idempotencyKey: string) => Promise<Answer>;

export type DrainResult = {
  sent: number;
  accepted: number;
  rejected: number;
  /** A 401/040101 stopped the queue: nothing more goes until the user logs in again. */
  pausedForLogin: boolean;
  /** When to drain again for entries waiting out their backoff. */
  wakeAt: number | null;
  /** Collections with accepted changes: pull them to see what the server made of them. */
  touched: SyncCollection[];
};

type DrainDeps = { db: ParcelDb; send: Sender; userId: number; now?: () => number; random?: () => number };

const isRow = (body: unknown): body is SyncedRow =>
  !!body && typeof body === 'object' && typeof (body as SyncedRow).id === 'string' && typeof (body as SyncedRow).version === 'number';

const isCreate = (entry: OutboxEntry) => entry.request.method === 'POST' && entry.baseVersion === 0;

/** `replayed`: the server's stored first answer to the key, showing the row as it was back then. */
async function accept(db: ParcelDb, entry: OutboxEntry, body: unknown, replayed: boolean): Promise<void> {
  const table = syncedTable(db, entry.collection);
  const words = wordsTable(db, entry.collection);
  await db.transaction('rw', [db.outbox, table, ...(words ? [words] : [])], async () => {
    if (entry.request.method === 'DELETE') await Promise.all([table.delete(entry.entityId), ...writeWords(db, entry.collection, [], [entry.entityId])]);
    else if (isRow(body)) {
      const stored = await table.get(body.id);
      // A row the store lacks comes in only with the first answer to a create. Otherwise (any other change,
      // or a replayed answer) it may be missing because a pull removed it after the server deleted it
      // elsewhere, and putting it back would keep it on this device for good; the next pull brings it if live.
      if (stored ? stored.version <= body.version : isCreate(entry) && !replayed) {
        await Promise.all([table.put({ ...body, _pass: stored?._pass }), ...writeWords(db, entry.collection, [body], [])]);
      }
    }
    await db.outbox.delete(entry.seq!);
  });
}

async function reject(db: ParcelDb, entry: OutboxEntry, error: NonNullable<OutboxEntry['error']>): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    await db.outbox.update(entry.seq!, { state: 'rejected', error });
    const lane = await db.outbox.where('lane').equals(entry.lane).toArray();
    // Changes of other lanes that depend on this one (an integration on its account) are few: the queue is read.
    const dependents = entry.baseVersion === 0 ? await db.outbox.filter((e) => e.after === entry.lane).toArray() : [];
    for (const dependent of dependentsOf([...lane, ...dependents], entry)) {
      await db.outbox.update(dependent.seq!, { state: 'rejected', error: { ...error, blockedBy: entry.id } });
    }
  });
}

/** Removes queued switches that change nothing (coalesce.ts) and returns what is left to send. */
async function dropRedundantSwitches(db: ParcelDb, entries: OutboxEntry[]): Promise<OutboxEntry[]> {
  if (!entries.some((e) => e.kind === RULE_SWITCH && e.state === 'queued')) return entries;
  const rules = new Map((await db.rules.toArray()).map((r) => [r.id, r.status as string | undefined]));
  const redundant = redundantSwitches(entries, (id) => rules.get(id));
  if (redundant.length) await db.outbox.bulkDelete(redundant.map((e) => e.seq!));
  return entries.filter((e) => !redundant.includes(e));
}

export async function drainOutbox({ db, send, userId, now = Date.now, random = Math.random }: DrainDeps): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, accepted: 0, rejected: 0, pausedForLogin: false, wakeAt: null, touched: [] };
  for (;;) {
    // Another user's leftovers are never sent (logout wipes them; this is the second lock on that door).
    const entries = await dropRedundantSwitches(db, (await db.outbox.toArray()).filter((e) => e.userId === userId));
    const plan = planLanes(entries, now());
    result.wakeAt = plan.wakeAt;
    if (plan.due.length === 0 || result.pausedForLogin) return result;

    await Promise.all(plan.due.map(async (entry) => {
      // Marked before it goes: a switch the server may have applied is not folded away later (coalesce.ts).
      if (entry.kind === RULE_SWITCH && entry.sentAt === undefined) await db.outbox.update(entry.seq!, { sentAt: now() });
      const answer = await send(entry.request, entry.id);
      result.sent++;
      const verdict = classifyAnswer(answer, now());
      switch (verdict.outcome) {
        case 'accepted':
          await accept(db, entry, verdict.body, answer.kind === 'http' && answer.replayed === true);
          result.accepted++;
          if (!result.touched.includes(entry.collection)) result.touched.push(entry.collection);
          break;
        case 'retry': {
          const attempts = entry.attempts + 1;
          await db.outbox.update(entry.seq!, { attempts, nextAttemptAt: nextAttemptAt(attempts, now(), verdict.notBeforeMs, random) });
          break;
        }
        case 'pause-for-login':
          // No attempt is spent: the change is fine, the session is not.
          result.pausedForLogin = true;
          break;
        case 'rejected':
          await reject(db, entry, verdict.error);
          result.rejected++;
          break;
      }
    }));
  }
}
