// The offer under the page: the quiet one (from the second visit on, once), or the iOS explanation the menu
// asked for (docs/decisions/phone.md "Install"). Not a dialog: it takes no focus and the page stays usable.
import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MonitorDown, Share, X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { dismissInstallOffer, installApp, installOfferShown, useInstallOffer } from './install-offer';

export function InstallBanner() {
  const { t } = useLingui();
  const { kind, banner } = useInstallOffer();
  useEffect(() => {
    if (banner) installOfferShown();
  }, [banner]);
  if (!banner || !kind) return null;
  const Icon = kind === 'ios' ? Share : MonitorDown;
  return (
    <section aria-labelledby="install-offer-text" data-slot="install-offer" className="flex shrink-0 items-center gap-3 border-t bg-white py-2 pr-2 pl-4 text-sm max-sm:items-start">
      <Icon className="size-5 shrink-0 text-primary max-sm:mt-2.5" aria-hidden />
      {/* The button goes under the text where the line is short (a phone). */}
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-2 max-sm:py-2">
        <p id="install-offer-text" className="min-w-[12rem] flex-1">
          {kind === 'ios'
            ? <Trans>To install the app, tap <strong>Share</strong> → <strong>Add to Home Screen</strong></Trans>
            : <Trans>Install the console on this device: it opens in its own window and works offline.</Trans>}
        </p>
        {kind === 'prompt' && (
          <Button size="sm" className="shrink-0 max-sm:min-h-[44px]" onClick={() => void installApp()}>
            {t`Install the app`}
          </Button>
        )}
      </div>
      {/* 44 px on a phone: a finger's target (docs/decisions/phone.md "Touch"). */}
      <button
        type="button"
        aria-label={t`Close`}
        onClick={dismissInstallOffer}
        className="flex size-[36px] shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 max-sm:size-[44px]"
      >
        <X className="size-4" aria-hidden />
      </button>
    </section>
  );
}
