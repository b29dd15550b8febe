// A labelled form control with its validation message, wired for screen readers.
import { useId, type ReactElement, cloneElement } from 'react';
import { Label } from 'radix-ui';

type FieldProps = {
  label: string;
  /** A stable id for the control, for links to it (an error summary); one is made when absent. */
  id?: string;
  error?: string;
  hint?: string;
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
};

export function Field({ label, id: givenId, error, hint, children }: FieldProps) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const messageId = `${id}-message`;
  return (
    <div className="flex flex-col gap-1" data-slot="field">
      <Label.Root htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </Label.Root>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error || hint ? messageId : undefined,
      })}
      {error ? (
        <p id={messageId} role="alert" className="text-xs text-red-600">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
