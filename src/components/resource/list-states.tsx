// What a list shows when it has no rows to show: still reading, not loaded on this device yet, or
// truly empty with a way to create the first item.
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { CloudOff, LoaderCircle } from 'lucide-react';
import { Card } from '../ui/card';

export function LoadingState({ children }: { children?: ReactNode }) {
  return (
    <Card role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-slate-600">
      <LoaderCircle className="size-4 animate-spin" aria-hidden />
      {children ?? <Trans>Loading…</Trans>}
    </Card>
  );
}

export function NotLoadedState({ children }: { children: ReactNode }) {
  return (
    <Card role="status" className="flex flex-col items-center gap-2 py-10 text-center text-sm text-slate-600">
      <CloudOff className="size-8 text-slate-400" aria-hidden />
      {children}
    </Card>
  );
}

type EmptyStateProps = { icon: ReactNode; title: string; text: string; action: ReactNode };

export function EmptyState({ icon, title, text, action }: EmptyStateProps) {
  return (
    <Card className="flex flex-col items-center gap-3 py-12 text-center">
      <span className="text-slate-400" aria-hidden>
        {icon}
      </span>
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <p className="max-w-md text-sm text-slate-600">{text}</p>
      {action}
    </Card>
  );
}
