// The rule editor's preview under load (docs/decisions/server-under-load.md, "Rule previews"): priced in a
// reader thread with the same answer as in place, and one company's previews run one at a time, in order,
// without holding up another company's; past the waiting cap they answer 429.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/contract';
import { closeReadPool, readPoolOf } from '../../server/src/db/read-pool';
import { ApiFailure } from '../../server/src/lib/api-failure';
import { companyQueue } from '../../server/src/limits/company-queue';
import { rulePreview } from '../../server/src/pricing/rule-preview';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await closeReadPool();
  t.close();
});

const rule = (value: number) => ({
  id: `preview-${value}`,
  conditions: [{ field: 'providerKey', operator: '=', value: 'cdek' }],
  actions: [{ field: 'deliveryCost', operator: 'addFixed', value }],
});

describe('a preview in a reader thread', () => {
  it('answers what the same preview answers in place', async () => {
    const reads = readPoolOf(t);
    for (const companyId of [1, 2]) {
      const read = { companyId, rule: rule(100) };
      const threaded = await reads.rulePreview(read);
      expect(threaded).toEqual(await rulePreview(t.db, read));
    }
    expect((await reads.rulePreview({ companyId: 1, rule: rule(100) })).checked).toBeGreaterThan(0);
  });
});

/** A task that ends when told to, recording when it started. */
function gate(log: string[], name: string) {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { open, task: async () => { log.push(name); await done; return name; } };
}

describe('the per-company line', () => {
  it('runs one task per company at a time, in arrival order, others at once', async () => {
    const line = companyQueue(4);
    const log: string[] = [];
    const [a1, a2, a3, b1] = [gate(log, 'a1'), gate(log, 'a2'), gate(log, 'a3'), gate(log, 'b1')];
    const runs = [line(1, a1.task), line(1, a2.task), line(1, a3.task), line(2, b1.task)];
    await Promise.resolve();
    expect(log).toEqual(['a1', 'b1']);
    a1.open();
    await runs[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['a1', 'b1', 'a2']);
    a2.open();
    a3.open();
    b1.open();
    expect(await Promise.all(runs)).toEqual(['a1', 'a2', 'a3', 'b1']);
  });

  it('answers 429 with Retry-After past the waiting cap, and frees the line after a failure', async () => {
    const line = companyQueue(1);
    const log: string[] = [];
    const first = gate(log, 'first');
    const running = line(1, first.task);
    const waiting = line(1, async () => 'second');
    const refused = await line(1, async () => 'third').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiFailure);
    expect(refused).toMatchObject({ status: 429, code: ERROR_CODES.tooManyRequests, init: { headers: { 'Retry-After': '1' } } });
    first.open();
    expect([await running, await waiting]).toEqual(['first', 'second']);
    await expect(line(1, async () => { throw new Error('broken'); })).rejects.toThrow('broken');
    expect(await line(1, async () => 'after')).toBe('after');
  });
});
