// One labelled input bound to a draft path; the problem of that path shows under it. A required field
// says so in its label ("*", as every form of the console) and to screen readers.
import type { ComponentProps, ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { DateInput } from '../../../../components/ui/date-input';
import { Select } from '../../../../components/ui/select';
import { requiredLabel } from '../../../../components/resource/resource-form';
import { useDraftField } from './draft-context';

/** `group`: see useDraftField. */
type DraftInputProps = { path: string; label: string; hint?: string; group?: string } & Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'id'>;

export function DraftInput({ path, label, hint, group, required, ...props }: DraftInputProps) {
  const { i18n } = useLingui();
  const { value, problem, set, id } = useDraftField(path, label, group);
  return (
    <Field id={id} label={required ? requiredLabel(label) : label} hint={hint} error={problem ? i18n._(problem) : undefined}>
      <Input name={path} value={String(value ?? '')} onChange={(e) => set(e.target.value)} aria-required={required || undefined} {...props} />
    </Field>
  );
}

type DraftSelectProps = { path: string; label: string; children: ReactNode; required?: boolean; onPick?: (value: string) => void };

export function DraftSelect({ path, label, children, required, onPick }: DraftSelectProps) {
  const { i18n } = useLingui();
  const { value, problem, set, id } = useDraftField(path, label);
  return (
    <Field id={id} label={required ? requiredLabel(label) : label} error={problem ? i18n._(problem) : undefined}>
      <Select name={path} value={String(value ?? '')} aria-required={required || undefined} onChange={(e) => (onPick ? onPick(e.target.value) : set(e.target.value))}>
        {children}
      </Select>
    </Field>
  );
}

type DraftDateProps = { path: string; label: string; group?: string };

/** A date of the draft, typed in the console's language (components/ui/date-input.tsx). */
export function DraftDate({ path, label, group }: DraftDateProps) {
  const { i18n } = useLingui();
  const { value, problem, set, id } = useDraftField(path, label, group);
  return (
    <Field id={id} label={label} error={problem ? i18n._(problem) : undefined}>
      <DateInput name={path} value={String(value ?? '')} onChange={set} />
    </Field>
  );
}
