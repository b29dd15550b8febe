// The rule editor's schema (GET .../rules/schema) in the caller's language: the catalog's conditions
// and actions, operator names and database lists in meta.dictionary, fixed lists in meta.staticData.
import type { TariffRuleSchema } from '../../../src/contract';
import { OPERATOR_NAMES, RULE_ACTIONS, RULE_CONDITIONS, STATIC_CHOICES, type RuleFieldDef } from '../data/tariff-rule-catalog';
import type { Lang } from './texts';

const pick = (texts: [string, string], lang: Lang) => (lang === 'ru' ? texts[0] : texts[1]);

const localize = (defs: RuleFieldDef[], lang: Lang) =>
  defs.map((d) => ({
    field: d.field, name: pick(d.name, lang), description: pick(d.description, lang), type: d.type,
    operators: [...d.operators], values: d.values, unit: d.unit,
  }));

export function ruleSchema(lang: Lang, dictionary: TariffRuleSchema['meta']['dictionary']): TariffRuleSchema {
  return {
    conditions: localize(RULE_CONDITIONS, lang),
    actions: localize(RULE_ACTIONS, lang),
    meta: {
      dictionary: {
        operators: Object.entries(OPERATOR_NAMES).map(([value, label]) => ({ value, label: pick(label, lang) })),
        ...dictionary,
      },
      staticData: Object.fromEntries(
        Object.entries(STATIC_CHOICES).map(([key, list]) => [key, list.map((c) => ({ value: c.value, label: pick(c.label, lang) }))]),
      ),
    },
  };
}
