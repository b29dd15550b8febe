// One balance, big, with what it is and what to do about it.
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

export function BalanceCard({ label, value, note, children }: { label: string; value: string; note?: ReactNode; children?: ReactNode }) {
  return (
    <Card className="flex flex-col gap-2">
      <p className="text-sm text-slate-500">{label}</p>
      <p className="text-3xl font-semibold text-slate-900 tabular-nums" data-testid="balance">{value}</p>
      {note}
      {children}
    </Card>
  );
}
