// The frame of every public page: product name, a language switch and one card.
import type { ReactNode } from 'react';
import { Package } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { LanguageSwitcher } from '../../../components/layout/language-switcher';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-slate-100 p-4">
      <div className="absolute top-3 right-3">
        <LanguageSwitcher />
      </div>
      <div className="flex items-center gap-2 text-2xl font-semibold text-primary">
        <Package className="size-8" aria-hidden />
        Parcel Console
      </div>
      <Card className="w-full max-w-sm p-6">
        <h1 className="mb-4 text-xl font-semibold">{title}</h1>
        {children}
      </Card>
    </main>
  );
}
