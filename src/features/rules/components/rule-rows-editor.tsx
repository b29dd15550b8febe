// The conditions or the actions of a rule: rows of field / operator / value driven by the rule schema, each
// with its problems named next to it; rows can be added and removed by keyboard as well as by mouse.
import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, X } from 'lucide-react';
import type { TariffRuleSchema } from '../../../contract/tariff-rules';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { emptyRow, specOf, withField, type RowDraft, type RowList, type RuleProblem, type RuleProblems } from '../lib/rule-draft';
import { RuleValueInput } from './rule-value-input';

type RuleRowsEditorProps = {
  list: RowList;
  title: string;
  schema: TariffRuleSchema;
  rows: RowDraft[];
  problems: RuleProblems;
  message: (problem: RuleProblem) => string;
  onChange: (rows: RowDraft[]) => void;
  /** The service a condition names, to narrow the tariffs offered. */
  providerKey?: string;
};

export function RuleRowsEditor({ list, title, schema, rows, problems, message, onChange, providerKey }: RuleRowsEditorProps) {
  const { t } = useLingui();
  const baseId = useId();
  const unitLabel = (unit: string | null, operator: string) => {
    const key = operator === 'addPercent' ? '%' : unit;
    return key ? schema.meta.staticData.units?.find((u) => u.value === key)?.label ?? key : null;
  };
  const setRow = (index: number, row: RowDraft) => onChange(rows.map((r, i) => (i === index ? row : r)));

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-base font-semibold text-slate-900">{title}</legend>
      {rows.length === 0 && (
        <p className="text-sm text-slate-500">
          {list === 'conditions' ? <Trans>No conditions: the rule applies to every tariff.</Trans> : <Trans>No actions yet.</Trans>}
        </p>
      )}
      {rows.map((row, i) => {
        const spec = specOf(schema, list, row.field);
        const id = (part: string) => `${baseId}-${i}-${part}`;
        const problem = (part: string) => problems[`${list}.${i}.${part}`];
        const unit = spec ? unitLabel(spec.unit, row.operator) : null;
        return (
          <div key={i} role="group" aria-label={t`${title}: row ${i + 1}`} className="grid items-start gap-2 sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1.4fr)_auto]" data-testid={`${list}-row`}>
            <div className="flex flex-col gap-1">
              <label htmlFor={id('field')} className="text-sm font-medium text-slate-700"><Trans>Field</Trans></label>
              <Select
                id={id('field')} value={row.field} aria-invalid={problem('field') ? true : undefined}
                aria-describedby={problem('field') ? id('field-message') : undefined}
                onChange={(e) => setRow(i, e.target.value ? withField(schema, list, e.target.value) : emptyRow())}
              >
                <option value="">{t`Choose a field`}</option>
                {schema[list].map((f) => <option key={f.field} value={f.field}>{f.name}</option>)}
              </Select>
              {problem('field') && <p id={id('field-message')} role="alert" className="text-xs text-red-600">{message(problem('field')!)}</p>}
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={id('operator')} className="text-sm font-medium text-slate-700"><Trans>Operator</Trans></label>
              <Select
                id={id('operator')} value={row.operator} disabled={!spec} aria-invalid={problem('operator') ? true : undefined}
                aria-describedby={problem('operator') ? id('operator-message') : undefined}
                onChange={(e) => setRow(i, { ...row, operator: e.target.value, values: [], value: spec?.type === 'boolean' ? 'true' : row.value })}
              >
                {!spec && <option value="">{t`Choose a field first`}</option>}
                {spec?.operators.map((op) => (
                  <option key={op} value={op}>{schema.meta.dictionary.operators?.find((o) => o.value === op)?.label ?? op}</option>
                ))}
              </Select>
              {problem('operator') && <p id={id('operator-message')} role="alert" className="text-xs text-red-600">{message(problem('operator')!)}</p>}
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={id('value')} className="text-sm font-medium text-slate-700">
                {unit ? t`Value, ${unit}` : t`Value`}
              </label>
              {spec ? (
                <RuleValueInput
                  id={id('value')} schema={schema} spec={spec} row={row} label={t`Value`} providerKey={row.field === 'tariffId' ? providerKey : undefined}
                  invalid={Boolean(problem('value'))} describedBy={problem('value') ? id('value-message') : spec.description ? id('value-hint') : undefined}
                  onChange={(part) => setRow(i, { ...row, ...part })}
                />
              ) : (
                <p id={id('value')} className="py-2 text-sm text-slate-400">—</p>
              )}
              {problem('value') ? (
                <p id={id('value-message')} role="alert" className="text-xs text-red-600">{message(problem('value')!)}</p>
              ) : spec?.description ? (
                <p id={id('value-hint')} className="text-xs text-slate-500">{spec.description}</p>
              ) : null}
            </div>
            <Button variant="ghost" size="icon" className="sm:mt-6" aria-label={t`Remove row ${i + 1} of ${title}`} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
              <X className="size-4" aria-hidden />
            </Button>
          </div>
        );
      })}
      <div>
        <Button variant="secondary" size="sm" onClick={() => onChange([...rows, emptyRow()])}>
          <Plus className="size-4" aria-hidden /> {list === 'conditions' ? <Trans>Add a condition</Trans> : <Trans>Add an action</Trans>}
        </Button>
      </div>
    </fieldset>
  );
}
