// One labelled input bound to a draft path; the problem of that path shows under it.
import type { ComponentProps, ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { useDraftField } from './draft-context';

type DraftInputProps = { path: string; label: string; hint?: string } & Omit<ComponentProps<'input'>, 'value' | 'onChange'>;

export function DraftInput({ path, label, hint, ...props }: DraftInputProps) {
  const { i18n } = useLingui();
  const { value, problem, set } = useDraftField(path);
  return (
    <Field label={label} hint={hint} error={problem ? i18n._(problem) : undefined}>
      <Input name={path} value={String(value ?? '')} onChange={(e) => set(e.target.value)} {...props} />
    </Field>
  );
}

type DraftSelectProps = { path: string; label: string; children: ReactNode; onPick?: (value: string) => void };

export function DraftSelect({ path, label, children, onPick }: DraftSelectProps) {
  const { i18n } = useLingui();
  const { value, problem, set } = useDraftField(path);
  return (
    <Field label={label} error={problem ? i18n._(problem) : undefined}>
      <Select name={path} value={String(value ?? '')} onChange={(e) => (onPick ? onPick(e.target.value) : set(e.target.value))}>
        {children}
      </Select>
    </Field>
  );
}
