// A multiple choice (a connect-schema field's options, a marketplace's point types): a group of checkboxes,
// readable by screen readers as one question with its hint or error. A required one says so in its legend
// ("*"): a fieldset takes no aria-required.
import { useId } from 'react';
import { Checkbox } from './checkbox';

type ChoiceGroupProps = {
  label: string;
  options: Record<string, string>;
  value: string[];
  onChange: (value: string[]) => void;
  hint?: string;
  error?: string;
};

export function ChoiceGroup({ label, options, value, onChange, hint, error }: ChoiceGroupProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const toggle = (code: string, on: boolean) =>
    onChange(on ? Object.keys(options).filter((c) => c === code || value.includes(c)) : value.filter((c) => c !== code));
  return (
    <fieldset className="flex flex-col gap-1" data-slot="field" aria-describedby={error || hint ? messageId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{label}</legend>
      <div className="grid gap-x-4 gap-y-1.5 rounded-md border border-slate-200 p-3 sm:grid-cols-2" data-invalid={error ? true : undefined}>
        {Object.entries(options).map(([code, text], index) => (
          <label key={code} className="flex items-start gap-2 text-sm text-slate-800">
            <Checkbox
              className="mt-0.5 shrink-0" checked={value.includes(code)} onChange={(e) => toggle(code, e.target.checked)}
              aria-invalid={error && index === 0 ? true : undefined}
            />
            <span>{text}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={messageId} role="alert" className="text-xs text-red-600">{error}</p>
      ) : hint ? (
        <p id={messageId} className="text-xs text-slate-500">{hint}</p>
      ) : null}
    </fieldset>
  );
}
