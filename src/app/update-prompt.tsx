// Registers the service worker (workbox-window under vite-plugin-pwa) and, when a new version
// is waiting, asks before switching, so nothing a user is typing is lost to a surprise reload.
import { useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../components/ui/button';
import { holdSyncForUpdate, UPDATE_HOLD_MS } from '../sync/sync-client';

export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });

  const [updating, setUpdating] = useState(false);

  // The old service worker hands over only once nothing talks to it: sync holds first, then the new one
  // takes over and the page reloads (docs/decisions/offline-and-pwa.md "Updates").
  const update = async () => {
    setUpdating(true);
    // An update that has not taken over once sync carries on lets the user try again.
    setTimeout(() => setUpdating(false), UPDATE_HOLD_MS);
    await holdSyncForUpdate();
    await updateServiceWorker(true);
  };

  if (!needRefresh) return null;
  return (
    // On a phone above the bottom bar (bottom-nav.tsx, 56 px), with targets a finger hits (docs/decisions/phone.md).
    <div role="dialog" aria-labelledby="update-title" className="fixed bottom-4 left-4 z-[60] max-sm:right-4 max-sm:bottom-[calc(72px+env(safe-area-inset-bottom))] flex max-w-sm flex-col gap-3 rounded-lg border bg-white p-4 shadow-xl">
      <p id="update-title" className="text-sm">
        <Trans>A new version of Parcel Console is available.</Trans>
      </p>
      <div className="flex gap-2">
        <Button size="sm" className="max-sm:min-h-[44px]" disabled={updating} onClick={() => void update()}>
          {updating ? <Trans>Updating…</Trans> : <Trans>Update</Trans>}
        </Button>
        <Button size="sm" className="max-sm:min-h-[44px]" variant="secondary" onClick={() => setNeedRefresh(false)}>
          <Trans>Later</Trans>
        </Button>
      </div>
    </div>
  );
}
