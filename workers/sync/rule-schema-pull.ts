// The tariff rule editor's schema (fields, operators, choice lists) kept on the device with the reference
// lists, so the editor opens and checks rows offline. Pulled with them; a role that may not edit rules gets
// 403 and keeps no schema. Written only when it changed, like the lists (reference-pull.ts).
import type { ParcelDb } from '../../src/db/schema';
import { API_PATHS } from '../../src/contract/api-paths';

export const RULE_SCHEMA_PATH = API_PATHS.ruleSchema.build({});

/** `keep`: false once the answer is no longer wanted (a sweep in another language took over): nothing is written. */
export async function pullRuleSchema(
  db: ParcelDb, fetchDocument: (path: string) => Promise<unknown>, now = Date.now, keep: () => boolean = () => true,
): Promise<void> {
  const schema = await fetchDocument(RULE_SCHEMA_PATH);
  if (!keep()) return;
  if (schema === null) {
    await db.lists.delete('ruleSchema');
    return;
  }
  const stored = await db.lists.get('ruleSchema');
  if (!keep() || (stored && JSON.stringify(stored.items[0]) === JSON.stringify(schema))) return;
  await db.lists.put({ name: 'ruleSchema', items: [schema], syncedAt: now() });
}
