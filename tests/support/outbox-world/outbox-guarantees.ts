// The guarantees of the outbox (docs/sync.md "Guarantees"), checked on a World (outbox-world.ts) once its
// faults have stopped and it has settled: every accepted change ran once and in order, only refusals stay, and
// the local store is the server's.
import { expect } from 'vitest';
import { FAKE_COLLECTIONS } from './fake-api-server';
import { USER, type World } from './outbox-world';

export async function checkGuarantees(world: World): Promise<void> {
  const { db, server, made, createRefused } = world;
  const outbox = await db.outbox.toArray();
  const mine = outbox.filter((e) => e.userId === USER);
  const left = new Set(mine.map((e) => e.id));

  // Another user's change is never sent.
  expect(outbox.filter((e) => e.userId !== USER).map((e) => e.state)).toEqual(['queued']);
  expect(server.executions.has('foreign')).toBe(false);

  // (a) Nothing ran twice; what left the queue ran once and was taken (2xx, or "already cancelled").
  for (const [key, runs] of server.executions) expect(runs, `runs of ${key}`).toBe(1);
  for (const change of made) {
    if (left.has(change.key) || change.kind === 'rule.switch') continue;
    const answer = server.answerFor(change.key);
    expect(answer, `answer to ${change.key} ${change.kind} ${change.entityId}`).toBeDefined();
    const taken = answer!.kind === 'http' && (answer!.status < 300 || (answer!.body as { code?: string }).code === '040081');
    expect(taken, `${change.key} ${change.kind} left the queue though the server answered ${JSON.stringify(answer)}`).toBe(true);
  }

  // First in, first out per entity: the changes of one entity ran in the order the user made them.
  const ranAt = new Map(server.ran.map((key, i) => [key, i]));
  const byEntity = new Map<string, number[]>();
  for (const change of made) {
    const at = ranAt.get(change.key);
    if (at !== undefined) byEntity.set(change.entityId, [...(byEntity.get(change.entityId) ?? []), at]);
  }
  for (const [entityId, order] of byEntity) expect(order, `order of the changes of ${entityId}`).toEqual([...order].sort((a, b) => a - b));

  // A refused create takes the changes queued behind it down with it: none of them reaches the server.
  made.forEach((change, i) => {
    const refusedAt = createRefused.get(change.entityId);
    if (refusedAt !== undefined && i < refusedAt && !change.kind.endsWith('.create')) {
      expect(server.executions.has(change.key), `${change.key} ${change.kind} ran behind a refused create`).toBe(false);
    }
  });

  // (b) Only refusals stay: a 4xx the server gave, or a change that waited behind a refused create.
  for (const entry of mine) {
    expect(entry.state, `${entry.id} ${entry.kind} still ${entry.state}`).toBe('rejected');
    if (entry.error?.blockedBy) continue;
    const answer = server.answerFor(entry.id);
    expect(answer?.kind === 'http' && answer.status >= 400 && answer.status < 500, `${entry.id} rejected without a 4xx`).toBe(true);
    // An edit that met a newer record keeps both sides for the inbox: the record it was made on and the server's.
    if (entry.error?.status === 412) {
      expect(entry.base, `${entry.id} 412 without the record it was made on`).toBeDefined();
      expect(entry.error.current, `${entry.id} 412 without the server's record`).toEqual((answer as { body: { data: unknown } }).body.data);
    }
  }

  // (c) The local store is the server's data, deletions included.
  for (const c of FAKE_COLLECTIONS) {
    const local = (await db[c].toArray()).map(({ _pass: _p, ...row }) => row).sort((a, b) => a.id.localeCompare(b.id));
    const remote = [...server.rows(c).values()].sort((a, b) => a.id.localeCompare(b.id));
    expect(local, `local ${c}`).toEqual(remote);
  }

  // (d) A rule ends as the user last switched it (no other device touches rules here).
  const lastSwitch = new Map<string, { key: string; status?: string }>();
  for (const change of made) if (change.kind === 'rule.switch') lastSwitch.set(change.entityId, change);
  for (const [ruleId, change] of lastSwitch) {
    if (left.has(change.key)) continue;
    expect(server.rows('rules').get(ruleId)?.status, `rule ${ruleId} after its last switch (${change.key})`).toBe(change.status);
  }
}
