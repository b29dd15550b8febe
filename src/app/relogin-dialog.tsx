// Code 040101 (invalid security key): asks the user to log in again; confirming logs out and reloads.
import { useEffect, useState } from 'react';
import { AlertDialog } from 'radix-ui';
import { Trans } from '@lingui/react/macro';
import { Button } from '../components/ui/button';
import { apiEvents } from '../api/api-events';
import { logout } from '../features/auth/session/logout';

export function ReloginDialog() {
  const [open, setOpen] = useState(false);
  useEffect(() => apiEvents.onRelogin(() => setOpen(true)), []);

  async function relogin() {
    // The session expired, the user did not leave: what they queued is sent after they log in again.
    await logout({ keepUnsent: true });
    location.reload();
  }

  return (
    <AlertDialog.Root open={open}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[70] bg-slate-900/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[70] w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">
            <Trans>Session ended</Trans>
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">
            <Trans>Verification failed, please Login again.</Trans>
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end">
            <AlertDialog.Action asChild>
              <Button onClick={() => void relogin()}>
                <Trans>Login again</Trans>
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
