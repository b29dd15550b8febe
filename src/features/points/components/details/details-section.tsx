// One group of a point's fields: a card with a heading that names the group for screen readers too.
import { useId, type ReactNode } from 'react';
import { Card } from '../../../../components/ui/card';

export function DetailsSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card role="group" aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-base font-semibold">{title}</h2>
      {children}
    </Card>
  );
}
