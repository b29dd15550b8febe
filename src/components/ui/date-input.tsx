// A date field in the console's language (lib/date-text.ts): typed as dd.mm.yyyy in Russian whatever the
// browser's language, with a button that opens the browser's calendar. The value is ISO (yyyy-mm-dd) or ''.
// A text that is not a whole date yet changes nothing; leaving the field shows the value again.
import { useMemo, useRef, useState, type ComponentProps } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CalendarDays } from 'lucide-react';
import { cn } from '../../lib/cn';
import { dateText } from '../../lib/date-text';
import { Input } from './input';

type DateInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'min' | 'max' | 'defaultValue'> & {
  value: string;
  onChange: (iso: string) => void;
  min?: string;
  max?: string;
};

export function DateInput({ value, onChange, min, max, className, onBlur, ...props }: DateInputProps) {
  const { t, i18n } = useLingui();
  const format = useMemo(() => dateText(i18n.locale), [i18n.locale]);
  const [typed, setTyped] = useState(() => ({ text: format.show(value), value, format }));
  const picker = useRef<HTMLInputElement>(null);
  const units = { day: t`dd`, month: t`mm`, year: t`yyyy` };
  const placeholder = format.order.map((part) => units[part]).join(format.separator);

  // A value set from outside (filters cleared, a calendar pick, another language) is shown, unless the text
  // being typed already means it (React's "adjusting state when a prop changes").
  if (typed.value !== value || typed.format !== format) {
    setTyped({ text: format.parse(typed.text) === value ? typed.text : format.show(value), value, format });
  }
  const setText = (text: string) => setTyped({ text, value, format });
  const text = typed.text;

  return (
    <div className="relative" data-slot="date-input">
      <Input
        {...props}
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        value={text}
        className={cn('pr-9 max-sm:pr-11', className)}
        onChange={(event) => {
          setText(event.target.value);
          const iso = format.parse(event.target.value);
          if (iso !== null && iso !== value) onChange(iso);
        }}
        onBlur={(event) => {
          setText(format.show(value));
          onBlur?.(event);
        }}
      />
      <button
        type="button"
        aria-label={t`Open the calendar`}
        onClick={() => picker.current?.showPicker()}
        className="absolute top-1/2 right-1 inline-flex size-7 -translate-y-1/2 max-sm:size-9 items-center justify-center rounded text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-primary/40 focus-visible:outline-none"
      >
        <CalendarDays className="size-4" aria-hidden />
      </button>
      {/* The browser's calendar, opened by the button; the typed field is what people and screen readers use. */}
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
        className="pointer-events-none absolute right-0 bottom-0 size-px opacity-0"
      />
    </div>
  );
}
