// Sends the outbox (docs/sync.md "Push"): lane heads go out with their Idempotency-Key; each answer is
// applied in one transaction (the server's row stored and the entry removed together), so a crash
// between the two can never show a change twice or lose it.
import { isSyncedRow, syncedTable, type ParcelDb } from '../../src/db/schema';
import type { OutboxEntry, OutboxRequest } from '../../src/db/outbox-entry';
import type { SyncCollection } from '../../src/contract/sync-constants';
import { wordsTable, writeWords } from '../../src/db/search-words';
import { classifyAnswer, type Answer } from './classify-answer';
import { nextAttemptAt } from './backoff';
import { dependentsOf, planLanes } from './lanes';
import { redundantSwitches, RULE_SWITCH } from './coalesce';

export type Sender = (request: OutboxRequest, idempotencyKey: string) => Promise<Answer>;

/** Reads one item as the server has it now (GET of its path). */
export type ItemReader = (path: string) => Promise<Answer>;

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

/** `read`: without it, a replayed create's row waits for the next pull (currentRowOfReplay). */
type DrainDeps = { db: ParcelDb; send: Sender; read?: ItemReader; userId: number; now?: () => number; random?: () => number };

const isCreate = (entry: OutboxEntry) => entry.request.method === 'POST' && entry.baseVersion === 0;

/** What an accepted answer puts in the store. `storeIfMissing`: the row may go into a store that lacks it;
 *  `unlessPulledSince`: only if no pull of its collection committed since that cursor was read; `replayed`: the
 *  server's stored first answer, the row as it was back then. */
type Accepted = { body: unknown; storeIfMissing: boolean; unlessPulledSince?: string; replayed?: boolean };

async function accept(db: ParcelDb, entry: OutboxEntry, { body, storeIfMissing, unlessPulledSince, replayed }: Accepted): Promise<void> {
  const table = syncedTable(db, entry.collection);
  const words = wordsTable(db, entry.collection);
  await db.transaction('rw', [db.outbox, table, db.syncState, ...(words ? [words] : [])], async () => {
    if (entry.request.method === 'DELETE') await Promise.all([table.delete(entry.entityId), ...writeWords(db, entry.collection, [], [entry.entityId])]);
    else if (isSyncedRow(body)) {
      const [stored, pulled] = await Promise.all([table.get(body.id), db.syncState.get(entry.collection)]);
      // A row the store lacks may be missing because a pull removed it after the server deleted it elsewhere,
      // and putting it back would keep it on this device for good; the next pull brings it if live.
      const mayAdd = storeIfMissing && (unlessPulledSince === undefined || (pulled?.cursor ?? '') === unlessPulledSince);
      if (stored ? stored.version <= body.version : mayAdd) {
        // The server has the row now: it belongs to the pass under way, so that pass's sweep of what it did not
        // bring (pull.ts) keeps it. Not a replayed answer: the row may have been deleted since, and the pass, which
        // did not bring it, must be free to sweep it.
        const pass = replayed ? stored?._pass : (pulled?.pass ?? stored?._pass);
        await Promise.all([table.put({ ...body, _pass: pass }), ...writeWords(db, entry.collection, [body], [])]);
      }
    }
    if (isSyncedRow(body)) await rebaseLane(db, entry, body.version);
    await db.outbox.delete(entry.seq!);
  });
}

/** Edits queued behind an accepted change of the same record were made on the version it had then, on top of
 *  this change: the server's answer is their version now, so the device's own edits never conflict with each
 *  other (docs/sync.md "Conflicts"). Not yet sent, since a lane sends one change at a time. */
async function rebaseLane(db: ParcelDb, entry: OutboxEntry, version: number): Promise<void> {
  const later = await db.outbox.where('lane').equals(entry.lane)
    .filter((e) => e.seq! > entry.seq! && e.state === 'queued' && e.request.ifMatch !== undefined && e.request.ifMatch === entry.baseVersion)
    .toArray();
  for (const e of later) await db.outbox.update(e.seq!, { baseVersion: version, request: { ...e.request, ifMatch: version } });
}

/** A replayed answer to a create shows the row as it was back then: the server may have deleted it since,
 *  and this device may have pulled that deletion. When the store lacks the row, the server's row as it is now
 *  goes in instead, unless a pull committed while it was asked for (that pull may have removed it); without
 *  it the row would be off the screens until the next pull, which behind a first pull can take minutes.
 *  Null: leave it to the pull (the store has the row, the server no longer has it, or it could not be asked). */
async function currentRowOfReplay(db: ParcelDb, entry: OutboxEntry, replayBody: unknown, read: ItemReader): Promise<Accepted | null> {
  if (!isSyncedRow(replayBody) || replayBody.id !== entry.entityId) return null;
  if (await syncedTable(db, entry.collection).get(entry.entityId)) return null;
  const pulledTo = (await db.syncState.get(entry.collection))?.cursor ?? '';
  const answer = await read(`${entry.request.path}/${encodeURIComponent(entry.entityId)}`);
  if (answer.kind !== 'http' || answer.status !== 200 || !isSyncedRow(answer.body) || answer.body.id !== entry.entityId) return null;
  return { body: answer.body, storeIfMissing: true, unlessPulledSince: pulledTo };
}

/** What the store takes from an accepted answer (docs/sync.md "Push"). */
async function acceptedFrom(db: ParcelDb, entry: OutboxEntry, answer: Answer, body: unknown, read: ItemReader | undefined): Promise<Accepted> {
  const replayed = answer.kind === 'http' && answer.replayed === true;
  if (!isCreate(entry)) return { body, storeIfMissing: false, replayed };
  if (!replayed) return { body, storeIfMissing: true };
  return (read && (await currentRowOfReplay(db, entry, body, read))) || { body, storeIfMissing: false, replayed };
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

export async function drainOutbox({ db, send, read, userId, now = Date.now, random = Math.random }: DrainDeps): Promise<DrainResult> {
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
          await accept(db, entry, await acceptedFrom(db, entry, answer, verdict.body, read));
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
