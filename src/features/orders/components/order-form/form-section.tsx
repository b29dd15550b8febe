// A titled group of the order form (the product lists them), named for screen readers by its title.
import { useId, type ReactNode } from 'react';
import { Card } from '../../../../components/ui/card';

export function FormSection({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  const titleId = useId();
  return (
    <Card role="group" aria-labelledby={titleId} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-base font-semibold text-slate-900">{title}</h2>
        {aside}
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
    </Card>
  );
}
