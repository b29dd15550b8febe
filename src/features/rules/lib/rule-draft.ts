// The rule form's state: name, description, status and rows of field / operator / value as typed, checked
// against the rule schema (the server's GET .../rules/schema, kept on the device) and turned into the rule's
// fields only on save. The checks are the server's (a row needs field, operator and value; the value of the
// field's type; a cost set to 0 or more, a rounding step above 0, a percentage of at least -100).
import type { RuleFieldSpec, RuleRow, RuleStatus, TariffRule, TariffRuleInput, TariffRuleSchema } from '../../../contract/tariff-rules';
import { typedNumber as number } from '../../../lib/typed-number';

/** `value` for one value, `values` for the in / notIn operators (whose texts are also kept in `value` as typed,
 *  "Казань, Уфа"). */
export type RowDraft = { field: string; operator: string; value: string; values: string[] };
export type RowList = 'conditions' | 'actions';

export type RuleDraft = { name: string; description: string; status: RuleStatus; conditions: RowDraft[]; actions: RowDraft[] };

export const LIST_OPERATORS: ReadonlySet<string> = new Set(['in', 'notIn']);

export const emptyRow = (): RowDraft => ({ field: '', operator: '', value: '', values: [] });

export const emptyRuleDraft = (): RuleDraft => ({ name: '', description: '', status: 'enabled', conditions: [emptyRow()], actions: [emptyRow()] });

const rowDraftOf = (row: RuleRow): RowDraft => ({
  field: row.field,
  operator: row.operator,
  value: Array.isArray(row.value) ? row.value.join(', ') : row.value === null ? '' : String(row.value),
  values: Array.isArray(row.value) ? row.value.map(String) : [],
});

export const ruleDraftOf = (rule: Pick<TariffRule, 'name' | 'description' | 'status' | 'conditions' | 'actions'>): RuleDraft => ({
  name: rule.name,
  description: rule.description ?? '',
  status: rule.status,
  conditions: rule.conditions.map(rowDraftOf),
  actions: rule.actions.map(rowDraftOf),
});

export const specOf = (schema: TariffRuleSchema, list: RowList, field: string): RuleFieldSpec | undefined =>
  schema[list].find((f) => f.field === field);

/** The choices of an enum field, from the schema's dictionary or fixed lists. */
export const choicesOf = (schema: TariffRuleSchema, spec: RuleFieldSpec) =>
  (spec.values ? schema.meta.dictionary[spec.values] ?? schema.meta.staticData[spec.values] : undefined) ?? [];

/** A row with a new field: its first operator, no value (a boolean field's only value is true). */
export function withField(schema: TariffRuleSchema, list: RowList, field: string): RowDraft {
  const spec = specOf(schema, list, field);
  return { field, operator: spec?.operators[0] ?? '', value: spec?.type === 'boolean' ? 'true' : '', values: [] };
}

export type RuleProblem = 'nameRequired' | 'required' | 'invalid';
/** Problems by path: 'name', 'conditions.0.value'. */
export type RuleProblems = Record<string, RuleProblem>;


function valueProblem(spec: RuleFieldSpec, row: RowDraft): RuleProblem | null {
  if (LIST_OPERATORS.has(row.operator)) return row.values.length ? null : 'required';
  if (!row.value.trim()) return 'required';
  if (spec.type !== 'number' && spec.type !== 'integer') return null;
  const v = number(row.value);
  if (!Number.isFinite(v) || (spec.type === 'integer' && !Number.isInteger(v))) return 'invalid';
  if (row.operator === 'set' && v < 0) return 'invalid';
  if (row.operator === 'roundUp' && v <= 0) return 'invalid';
  if (row.operator === 'addPercent' && v < -100) return 'invalid';
  return null;
}

export function validateRuleDraft(draft: RuleDraft, schema: TariffRuleSchema): RuleProblems {
  const problems: RuleProblems = {};
  if (!draft.name.trim()) problems.name = 'nameRequired';
  for (const list of ['conditions', 'actions'] as const) {
    draft[list].forEach((row, i) => {
      const spec = specOf(schema, list, row.field);
      if (!row.field || !spec) problems[`${list}.${i}.field`] = 'required';
      else if (!row.operator || !spec.operators.includes(row.operator)) problems[`${list}.${i}.operator`] = 'required';
      else {
        const problem = valueProblem(spec, row);
        if (problem) problems[`${list}.${i}.value`] = problem;
      }
    });
  }
  return problems;
}

/** A typed value: an enum choice keeps the choice's own type (a tariff id is a number, a service key text). */
function typed(schema: TariffRuleSchema, spec: RuleFieldSpec, text: string): string | number | boolean {
  if (spec.type === 'boolean') return true;
  if (spec.type === 'number' || spec.type === 'integer') return number(text);
  if (spec.type === 'enum') return choicesOf(schema, spec).find((c) => String(c.value) === text)?.value ?? text;
  return text.trim();
}

/** The rule's fields for a draft without problems. */
export function ruleInputOf(draft: RuleDraft, schema: TariffRuleSchema): TariffRuleInput {
  const rows = (list: RowList): RuleRow[] => draft[list].map((row) => {
    const spec = specOf(schema, list, row.field)!;
    const value = LIST_OPERATORS.has(row.operator)
      ? row.values.map((v) => typed(schema, spec, v) as string | number)
      : typed(schema, spec, row.value);
    return { field: row.field, operator: row.operator, value };
  });
  return { name: draft.name.trim(), description: draft.description.trim(), status: draft.status, conditions: rows('conditions'), actions: rows('actions') };
}
