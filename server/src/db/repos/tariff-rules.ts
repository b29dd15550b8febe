// Tariff rules of a company: rows in priority order, the priority bookkeeping (new rules go last, a
// reorder numbers them 1..n) and how a row reads as the API item.
import type { RuleRow, RuleStatus, TariffRule, TariffRuleSchema } from '../../../../src/contract';
import type { FilterFields, SqlWhere } from '../../lib/filter';
import type { Lang } from '../../lib/texts';
import type { PageSource } from '../page-query';
import { nameOf, type Named } from './reference-lists';
import { sql } from 'kysely';
import { metaOf, type SyncedRow } from '../synced-row';
import type { SqlDb } from '../sql/sql-db';
import { syncedRows } from '../sql/synced-rows';

export type TariffRuleRow = SyncedRow & {
  name: string; description: string; author: string; user_email: string; priority: number; status: RuleStatus;
  conditions: string; actions: string;
};

/** Rules on the data layer: the synced rows and the priority bookkeeping. */
export function tariffRuleRows(db: SqlDb) {
  return {
    ...syncedRows<TariffRuleRow>(db, 'tariff_rules', 'rules'),
    /** The priority that puts a new rule after every other rule of the company. */
    nextPriority: async (companyId: number): Promise<number> =>
      ((await db.get(sql<{ p: number | null }>`SELECT max(priority) AS p FROM tariff_rules WHERE company_id = ${companyId}`))?.p ?? 0) + 1,
    inOrder: (companyId: number): Promise<TariffRuleRow[]> =>
      db.all(sql<TariffRuleRow>`SELECT * FROM tariff_rules WHERE company_id = ${companyId} ORDER BY priority, created_at, id`),
  };
}

export const tariffRulesSource = (scope: SqlWhere): PageSource => ({
  from: 'tariff_rules', columns: '*', orderBy: 'priority, created_at, id', scope: [scope],
});

export const tariffRuleFields: FilterFields = {
  id: { column: 'id', type: 'string' },
  name: { column: 'name', type: 'string' },
  status: { column: 'status', type: 'string' },
  author: { column: 'author', type: 'string' },
  priority: { column: 'priority', type: 'number' },
};

export const toTariffRule = (row: TariffRuleRow): TariffRule => ({
  ...metaOf(row),
  name: row.name,
  description: row.description,
  author: row.author,
  user: row.user_email,
  priority: row.priority,
  status: row.status,
  conditions: JSON.parse(row.conditions) as RuleRow[],
  actions: JSON.parse(row.actions) as RuleRow[],
});

type Choices = TariffRuleSchema['meta']['dictionary'];

/** The rule editor's lists that live in the database: delivery services and their tariffs. */
export async function ruleChoices(db: SqlDb, lang: Lang): Promise<Choices> {
  const providers = await db.all(sql<{ key: string } & Named>`SELECT key, name, name_en FROM providers ORDER BY sort, key`);
  const tariffs = await db.all(sql<{ id: number; provider_key: string; name_ru: string; name_en: string }>`
    SELECT t.id, t.provider_key, t.name_ru, t.name_en FROM tariffs t JOIN providers p ON p.key = t.provider_key ORDER BY p.sort, t.id`);
  return {
    providers: providers.map((p) => ({ value: p.key, label: nameOf(p, lang) })),
    tariffs: tariffs.map((t) => ({ value: t.id, label: lang === 'ru' ? t.name_ru : t.name_en, providerKey: t.provider_key })),
  };
}
