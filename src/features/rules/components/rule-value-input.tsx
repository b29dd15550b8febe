// A rule row's value, by the field's type in the schema: a choice (or several, for "one of"), a number with its
// unit, a text (several separated by commas for "one of"), nothing for a yes/no action such as "hide".
import { useLingui } from '@lingui/react/macro';
import type { RuleFieldSpec, TariffRuleSchema } from '../../../contract/tariff-rules';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import type { RuleChoice } from '../../../contract/tariff-rules';
import { useReferenceList } from '../../../session/use-reference-list';
import { useOverlaidCollection } from '../../../sync/use-overlaid';
import { connectedFirst } from '../lib/connected-first';
import { choicesOf, LIST_OPERATORS, type RowDraft } from '../lib/rule-draft';

type RuleValueInputProps = {
  id: string;
  schema: TariffRuleSchema;
  spec: RuleFieldSpec;
  row: RowDraft;
  invalid: boolean;
  describedBy?: string;
  label: string;
  /** A chosen delivery service narrows the tariffs offered (tariff choices name their service). */
  providerKey?: string;
  onChange: (part: Partial<RowDraft>) => void;
};

export function RuleValueInput({ id, schema, spec, row, invalid, describedBy, label, providerKey, onChange }: RuleValueInputProps) {
  const { t } = useLingui();
  const aria = { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy };
  const many = LIST_OPERATORS.has(row.operator);
  const providers = useReferenceList('allProviders');
  const connections = useOverlaidCollection('connections');
  // Tariffs of several services share names ("Посылка склад-склад"): unless narrowed to one, each names its service.
  const labelOf = (c: { label: string; providerKey?: string }) =>
    c.providerKey && !providerKey ? `${c.label} (${providers?.find((p) => p.key === c.providerKey)?.name ?? c.providerKey})` : c.label;

  if (spec.type === 'enum') {
    const all = choicesOf(schema, spec);
    const choices = providerKey ? all.filter((c) => !c.providerKey || c.providerKey === providerKey) : all;
    const groups = connectedFirst(choices, spec.field, new Set((connections ?? []).map((c) => c.providerKey)));
    const titled: Array<[string | null, RuleChoice[]]> = groups
      ? [[t`Connected`, groups.connected], [t`Other services`, groups.other]]
      : [[null, choices]];
    if (many) {
      const box = (c: RuleChoice) => {
        const value = String(c.value);
        return (
          <label key={value} className="flex items-center gap-2 py-0.5 text-sm">
            <Checkbox
              checked={row.values.includes(value)}
              onChange={(e) => onChange({ values: e.target.checked ? [...row.values, value] : row.values.filter((v) => v !== value) })}
            />
            {labelOf(c)}
          </label>
        );
      };
      return (
        <fieldset id={id} {...aria} className="max-h-40 overflow-y-auto rounded-md border border-slate-300 p-2">
          <legend className="sr-only">{label}</legend>
          {titled.filter(([, list]) => list.length).map(([title, list]) => (
            <div key={title ?? 'all'} role={title ? 'group' : undefined} aria-label={title ?? undefined}>
              {title && <p className="pt-1 text-xs font-semibold text-slate-500 uppercase" aria-hidden>{title}</p>}
              {list.map(box)}
            </div>
          ))}
        </fieldset>
      );
    }
    const option = (c: RuleChoice) => <option key={String(c.value)} value={String(c.value)}>{labelOf(c)}</option>;
    return (
      <Select id={id} {...aria} value={row.value} onChange={(e) => onChange({ value: e.target.value })}>
        <option value="">{t`Choose a value`}</option>
        {titled.filter(([, list]) => list.length).map(([title, list]) => (title ? <optgroup key={title} label={title}>{list.map(option)}</optgroup> : list.map(option)))}
      </Select>
    );
  }
  if (spec.type === 'boolean') return <p id={id} className="py-2 text-sm text-slate-600">{t`Yes`}</p>;
  if (spec.type === 'string' && many) {
    return (
      <Input
        id={id} {...aria} value={row.value} placeholder={t`Several, separated by commas`}
        onChange={(e) => onChange({ value: e.target.value, values: e.target.value.split(',').map((v) => v.trim()).filter(Boolean) })}
      />
    );
  }
  const numeric = spec.type === 'number' || spec.type === 'integer';
  return <Input id={id} {...aria} inputMode={numeric ? 'decimal' : undefined} value={row.value} onChange={(e) => onChange({ value: e.target.value })} />;
}
