import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ParcelDb } from '../../src/db/schema';
import { pullRuleSchema, RULE_SCHEMA_PATH } from './rule-schema-pull';

let db: ParcelDb;
let n = 0;
afterEach(() => db?.delete());

const schema = { conditions: [{ field: 'weight' }], actions: [], meta: { dictionary: {}, staticData: {} } };

describe('the rule schema on the device', () => {
  it('is stored from its path, rewritten only when it changed, and dropped for a role that may not read it', async () => {
    db = new ParcelDb(`rule-schema-${++n}`);
    const asked: string[] = [];
    const answer = (body: unknown) => async (path: string) => (asked.push(path), body);
    await pullRuleSchema(db, answer(schema), () => 1);
    expect(asked).toEqual([RULE_SCHEMA_PATH]);
    expect(await db.lists.get('ruleSchema')).toEqual({ name: 'ruleSchema', items: [schema], syncedAt: 1 });
    await pullRuleSchema(db, answer(structuredClone(schema)), () => 2);
    expect((await db.lists.get('ruleSchema'))?.syncedAt).toBe(1);
    await pullRuleSchema(db, answer({ ...schema, actions: [{ field: 'tariff' }] }), () => 3);
    expect((await db.lists.get('ruleSchema'))?.syncedAt).toBe(3);
    await pullRuleSchema(db, answer(null), () => 4);
    expect(await db.lists.get('ruleSchema')).toBeUndefined();
  });
});
