// The tariff rule editor's schema (fields, operators, choice lists) kept on the device with the reference
// lists, so the editor opens and checks rows offline. Pulled with them; a role that may not edit rules gets
// 403 and keeps no schema. Written only when it changed, like the lists (reference-pull.ts).
import type { ParcelDb } from '../../src/db/schema';
import { listsOfLangWanted } from './reference-pull';

export const RULE_SCHEMA_PATH = '/v1/app/editors/tariff/rules/schema';

/** `lang`: the language the schema is asked in; it is stored only while that is the device's (reference-pull.ts). */
export async function pullRuleSchema(
  db: ParcelDb, fetchDocument: (path: string) => Promise<unknown>, now = Date.now, lang?: string,
): Promise<void> {
  const schema = await fetchDocument(RULE_SCHEMA_PATH);
  await db.transaction('rw', db.lists, db.syncStatus, async () => {
    if (!(await listsOfLangWanted(db, lang))) return;
    if (schema === null) {
      await db.lists.delete('ruleSchema');
      return;
    }
    const stored = await db.lists.get('ruleSchema');
    if (stored && JSON.stringify(stored.items[0]) === JSON.stringify(schema)) return;
    await db.lists.put({ name: 'ruleSchema', items: [schema], syncedAt: now() });
  });
}
