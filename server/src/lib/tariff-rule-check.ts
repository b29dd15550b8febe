// Checks rule rows against the editor's catalog (data/tariff-rule-catalog.ts): each row needs field,
// operator and value ('Введите значение'); the field must be offered, the operator one
// of the field's, the value of the field's type (a non-empty list for in / notIn, a known choice for
// enum fields). Failures name the row part: conditions.<i>.field, .operator, .value.
import type { RuleRow } from '../../../src/contract';
import { LIST_OPERATORS, STATIC_CHOICES, type RuleFieldDef } from '../data/tariff-rule-catalog';
import type { FieldFailure } from './api-failure';

type Scalar = string | number | boolean;
/** Choice values by list key: the database lists plus the catalog's fixed ones. */
export type ChoiceValues = Record<string, ReadonlySet<string | number>>;

export function staticChoiceValues(): ChoiceValues {
  return Object.fromEntries(Object.entries(STATIC_CHOICES).map(([key, list]) => [key, new Set(list.map((c) => c.value))]));
}

const isBlank = (v: RuleRow['value']) => v === null || v === '' || (Array.isArray(v) && v.length === 0);

function scalarOk(def: RuleFieldDef, operator: string, v: Scalar, choices: ChoiceValues): boolean {
  switch (def.type) {
    case 'enum':
      return (typeof v === 'string' || typeof v === 'number') && (choices[def.values ?? '']?.has(v) ?? false);
    case 'integer':
    case 'number': {
      if (typeof v !== 'number' || !Number.isFinite(v) || (def.type === 'integer' && !Number.isInteger(v))) return false;
      // Cost can be set to 0 but not below; rounding needs a positive step; a percentage cannot take
      // more than the whole cost away. Conditions and additions take any number.
      if (operator === 'set') return v >= 0;
      if (operator === 'roundUp') return v > 0;
      if (operator === 'addPercent') return v >= -100;
      return true;
    }
    case 'string':
      return typeof v === 'string' && v.trim() !== '';
    case 'boolean':
      return typeof v === 'boolean';
  }
}

export function checkRuleRows(list: 'conditions' | 'actions', rows: RuleRow[], defs: RuleFieldDef[], choices: ChoiceValues): FieldFailure[] {
  return rows.flatMap((row, i): FieldFailure[] => {
    const at = (part: string) => `${list}.${i}.${part}`;
    if (isBlank(row.value)) return [{ field: at('value'), text: 'required' }];
    const def = defs.find((d) => d.field === row.field);
    if (!def) return [{ field: at('field'), text: 'invalidValue' }];
    if (!def.operators.includes(row.operator)) return [{ field: at('operator'), text: 'invalidValue' }];
    const values = LIST_OPERATORS.has(row.operator) ? row.value : [row.value];
    const ok = Array.isArray(values) && values.every((v) => scalarOk(def, row.operator, v as Scalar, choices));
    return ok ? [] : [{ field: at('value'), text: 'invalidValue' }];
  });
}
