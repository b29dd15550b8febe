import { describe, expect, it } from 'vitest';
import type { TariffRuleSchema } from '../../../contract/tariff-rules';
import { emptyRow, emptyRuleDraft, ruleDraftOf, ruleInputOf, validateRuleDraft, withField, type RuleDraft } from './rule-draft';

const spec = (field: string, type: 'enum' | 'number' | 'integer' | 'string' | 'boolean', operators: string[], values: string | null = null) =>
  ({ field, name: field, type, operators, values, unit: null, description: '' });
const schema: TariffRuleSchema = {
  conditions: [
    spec('providerKey', 'enum', ['=', '!=', 'in', 'notIn'], 'providers'),
    spec('tariffId', 'enum', ['=', 'in'], 'tariffs'),
    spec('weight', 'integer', ['>', '<']),
    spec('cityTo', 'string', ['=', 'in', 'contains']),
  ],
  actions: [
    spec('deliveryCost', 'number', ['set', 'addFixed', 'addPercent', 'roundUp']),
    spec('tariff', 'boolean', ['hide']),
  ],
  meta: {
    dictionary: {
      providers: [{ value: 'cdek', label: 'СДЭК' }, { value: 'boxberry', label: 'Boxberry' }],
      tariffs: [{ value: 7, label: 'Посылка', providerKey: 'cdek' }, { value: 9, label: 'Экспресс', providerKey: 'boxberry' }],
    },
    staticData: {},
  },
};
const draft = (part: Partial<RuleDraft>): RuleDraft => ({ ...emptyRuleDraft(), name: 'Наценка', conditions: [], actions: [], ...part });

describe('the rule form', () => {
  it('needs a name and, in each row, field, operator and value', () => {
    expect(validateRuleDraft({ ...emptyRuleDraft() }, schema)).toEqual({ name: 'nameRequired', 'conditions.0.field': 'required', 'actions.0.field': 'required' });
    const rows = draft({
      conditions: [{ ...withField(schema, 'conditions', 'weight') }, { ...withField(schema, 'conditions', 'providerKey'), operator: 'in' }],
      actions: [withField(schema, 'actions', 'tariff')],
    });
    expect(validateRuleDraft(rows, schema)).toEqual({ 'conditions.0.value': 'required', 'conditions.1.value': 'required' });
  });

  it('checks numbers as the server does', () => {
    const action = (operator: string, value: string) => draft({ actions: [{ field: 'deliveryCost', operator, value, values: [] }] });
    expect(validateRuleDraft(action('set', '-1'), schema)).toEqual({ 'actions.0.value': 'invalid' });
    expect(validateRuleDraft(action('roundUp', '0'), schema)).toEqual({ 'actions.0.value': 'invalid' });
    expect(validateRuleDraft(action('addPercent', '-101'), schema)).toEqual({ 'actions.0.value': 'invalid' });
    expect(validateRuleDraft(action('addFixed', '-100,5'), schema)).toEqual({});
    expect(validateRuleDraft(draft({ conditions: [{ field: 'weight', operator: '>', value: '1.5', values: [] }] }), schema))
      .toEqual({ 'conditions.0.value': 'invalid' });
  });

  it('types the values: choices keep their type, lists stay lists, hide is true', () => {
    const input = ruleInputOf(draft({
      name: '  Наценка  ',
      conditions: [
        { field: 'tariffId', operator: 'in', value: '', values: ['7', '9'] },
        { field: 'providerKey', operator: '=', value: 'cdek', values: [] },
        { field: 'cityTo', operator: 'in', value: 'Казань, Уфа', values: ['Казань', 'Уфа'] },
        { field: 'weight', operator: '>', value: '1 000', values: [] },
      ],
      actions: [{ field: 'deliveryCost', operator: 'addFixed', value: '99,9', values: [] }, withField(schema, 'actions', 'tariff')],
    }), schema);
    expect(input).toEqual({
      name: 'Наценка', description: '', status: 'enabled',
      conditions: [
        { field: 'tariffId', operator: 'in', value: [7, 9] },
        { field: 'providerKey', operator: '=', value: 'cdek' },
        { field: 'cityTo', operator: 'in', value: ['Казань', 'Уфа'] },
        { field: 'weight', operator: '>', value: 1000 },
      ],
      actions: [{ field: 'deliveryCost', operator: 'addFixed', value: 99.9 }, { field: 'tariff', operator: 'hide', value: true }],
    });
  });

  it('reads a saved rule back as it was typed', () => {
    const saved = {
      name: 'R', description: 'd', status: 'disabled' as const,
      conditions: [{ field: 'cityTo', operator: 'in', value: ['Казань', 'Уфа'] }], actions: [{ field: 'deliveryCost', operator: 'set', value: 0 }],
    };
    const back = ruleDraftOf(saved);
    expect(back.conditions[0]).toEqual({ field: 'cityTo', operator: 'in', value: 'Казань, Уфа', values: ['Казань', 'Уфа'] });
    expect(ruleInputOf(back, schema)).toEqual(saved);
    expect(emptyRow()).toEqual({ field: '', operator: '', value: '', values: [] });
  });
});
