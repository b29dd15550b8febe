// A details or edit page whose item is not on this device: deleted, never pulled here, or a wrong
// link. Says so and leads back to the list instead of showing an empty form.
import type { ReactNode } from 'react';
import { SearchX } from 'lucide-react';
import { Page } from '../layout/page';
import { Card } from '../ui/card';

export function MissingItem({ title, text, back }: { title: string; text: string; back: ReactNode }) {
  return (
    <Page title={title}>
      <Card className="flex flex-col items-center gap-3 py-12 text-center">
        <SearchX className="size-10 text-slate-400" aria-hidden />
        <p className="max-w-md text-sm text-slate-600">{text}</p>
        {back}
      </Card>
    </Page>
  );
}
