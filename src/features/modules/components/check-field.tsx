// A yes/no setting: a checkbox with its label and an optional line that says what it does.
import { useId } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';

type CheckFieldProps = { label: string; hint?: string; checked: boolean; onChange: (checked: boolean) => void };

export function CheckField({ label, hint, checked, onChange }: CheckFieldProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-2" data-slot="field">
      <Checkbox id={id} className="mt-0.5 shrink-0" checked={checked} onChange={(e) => onChange(e.target.checked)} aria-describedby={hint ? `${id}-hint` : undefined} />
      <div className="flex flex-col">
        <label htmlFor={id} className="text-sm text-slate-800">{label}</label>
        {hint && <p id={`${id}-hint`} className="text-xs text-slate-500">{hint}</p>}
      </div>
    </div>
  );
}
