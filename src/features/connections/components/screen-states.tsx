// What the connection screens show instead of content: still reading, or a plain message with the way
// back (an unknown provider, a connection that is gone, a form the device has not loaded).
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide-react';
import { Card } from '../../../components/ui/card';

export function LoadingCard() {
  return (
    <Card role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-slate-600">
      <LoaderCircle className="size-4 animate-spin" aria-hidden />
      <Trans>Loading…</Trans>
    </Card>
  );
}

type MessageCardProps = { icon?: ReactNode; title?: string; children: ReactNode; action?: ReactNode };

export function MessageCard({ icon, title, children, action }: MessageCardProps) {
  return (
    <Card className="flex flex-col items-center gap-3 py-10 text-center">
      {icon && <span className="text-slate-400" aria-hidden>{icon}</span>}
      {title && <h2 className="text-base font-semibold text-slate-900">{title}</h2>}
      <div className="max-w-md text-sm text-slate-600">{children}</div>
      {action}
    </Card>
  );
}
