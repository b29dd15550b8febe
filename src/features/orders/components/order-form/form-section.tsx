// A titled group of the order form (spec section 2 lists them); a fieldset, so screen readers say which.
import type { ReactNode } from 'react';
import { Card } from '../../../../components/ui/card';

export function FormSection({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <Card>
      <fieldset className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-2">
          <legend className="text-base font-semibold text-slate-900">{title}</legend>
          {aside}
        </div>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
      </fieldset>
    </Card>
  );
}
