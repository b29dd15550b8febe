// The confirmation the product asks for before removing a connection, warehouse, token or rule (and
// before cancelling or deleting orders): an alert dialog, so Escape cancels and focus starts on "Cancel".
import type { ReactNode } from 'react';
import { AlertDialog as A } from 'radix-ui';
import { Trans } from '@lingui/react/macro';
import { Button } from './button';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  tone?: 'danger' | 'primary';
};

export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm, tone = 'danger' }: ConfirmDialogProps) {
  return (
    <A.Root open={open} onOpenChange={onOpenChange}>
      <A.Portal>
        <A.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <A.Content
          data-slot="confirm-dialog"
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl"
        >
          <A.Title className="text-lg font-semibold text-slate-900">{title}</A.Title>
          <A.Description className="mt-2 text-sm text-slate-600">{description}</A.Description>
          <div className="mt-6 flex justify-end gap-2">
            <A.Cancel asChild>
              <Button variant="secondary">
                <Trans>Cancel</Trans>
              </Button>
            </A.Cancel>
            <A.Action asChild>
              <Button variant={tone} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </A.Action>
          </div>
        </A.Content>
      </A.Portal>
    </A.Root>
  );
}
