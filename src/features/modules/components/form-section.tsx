// A titled group of a long settings form, so the fields read in the order people set them up.
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <section className="flex flex-col gap-4" aria-label={title}>
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {children}
      </section>
    </Card>
  );
}
