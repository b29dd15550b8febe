// The offer-acceptance dialog: shown while offerAccepted is null or 0 and impossible to dismiss otherwise.
import { useState } from 'react';
import { AlertDialog } from 'radix-ui';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import { useUser } from '../../session/session-store';
import { acceptOffer } from '../../session/accept-offer';

export function OfferDialog() {
  const user = useUser();
  const [busy, setBusy] = useState(false);
  if (user.offerAccepted) return null;

  async function accept() {
    setBusy(true);
    try {
      await acceptOffer();
    } catch {
      // The API client has shown why; the dialog stays until acceptance succeeds.
    } finally {
      setBusy(false);
    }
  }

  return (
    <AlertDialog.Root open>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[min(92vw,40rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-lg bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">
            <Trans>Public offer agreement</Trans>
          </AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="space-y-2 overflow-y-auto text-sm text-slate-700">
              <p>
                <Trans>
                  To use the service you must accept the public offer: the aggregator passes your orders to the delivery
                  services you connect, charges the delivery cost and calculation fees from your balance, and keeps your
                  data only for delivering your parcels.
                </Trans>
              </p>
              <p>
                <Trans>Acceptance is recorded with the date and time and applies to every user of your company.</Trans>
              </p>
            </div>
          </AlertDialog.Description>
          <div className="flex justify-end">
            <AlertDialog.Action asChild>
              <Button onClick={(e) => { e.preventDefault(); void accept(); }} disabled={busy}>
                <Trans>Accept the offer</Trans>
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
