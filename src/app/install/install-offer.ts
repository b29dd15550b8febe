// The offer to install the console (docs/decisions/phone.md "Install"). The browser's `beforeinstallprompt`
// can fire before React has drawn anything, so main.tsx starts listening first thing, and the event is kept
// here until the user asks: the account menu's "Install the app", or the quiet offer of the second visit.
// iOS fires no such event: there the same places explain the Share menu instead.
import { useSyncExternalStore } from 'react';
import { isIos, isStandalone } from './install-platform';
import { countVisit, markQuietOfferShown, quietOfferDue } from './visits';

type InstallPromptEvent = Event & { prompt: () => Promise<unknown>; userChoice: Promise<{ outcome: string }> };

export type InstallKind = 'prompt' | 'ios';
export type InstallState = {
  /** How the console installs here: the browser's prompt, the iOS explanation, or not at all (installed, or
   *  a browser that offers nothing). */
  kind: InstallKind | null;
  /** The offer under the page is showing: the quiet one, or the iOS explanation the menu asked for. */
  banner: boolean;
};

type KeyValue = Pick<Storage, 'getItem' | 'setItem'>;
export type InstallEnv = {
  events: Pick<EventTarget, 'addEventListener'>;
  matches: (query: string) => boolean;
  nav: { userAgent: string; maxTouchPoints: number; standalone?: boolean };
  local: KeyValue;
  session: KeyValue;
};

const isInstallPrompt = (event: Event): event is InstallPromptEvent =>
  'prompt' in event && typeof event.prompt === 'function' && 'userChoice' in event;

const NOTHING: InstallState = { kind: null, banner: false };

export function createInstallOffer(env: InstallEnv) {
  let deferred: InstallPromptEvent | null = null;
  let installed = isStandalone(env.matches, env.nav);
  const ios = isIos(env.nav);
  let quietDue = false;
  try {
    quietDue = !installed && quietOfferDue(countVisit(env.local, env.session), env.local);
  } catch {
    // Storage refused (a private mode): no quiet offer; the menu still offers.
  }
  let hintAsked = false;
  let state = NOTHING;
  const listeners = new Set<() => void>();

  function update() {
    const kind: InstallKind | null = installed ? null : deferred ? 'prompt' : ios ? 'ios' : null;
    const banner = kind !== null && (quietDue || (kind === 'ios' && hintAsked));
    if (kind === state.kind && banner === state.banner) return;
    state = { kind, banner };
    listeners.forEach((fn) => fn());
  }

  env.events.addEventListener('beforeinstallprompt', (event) => {
    if (!isInstallPrompt(event)) return;
    // Kept for the menu and the quiet offer instead of the browser's own bar.
    event.preventDefault();
    deferred = event;
    update();
  });
  env.events.addEventListener('appinstalled', () => {
    installed = true;
    deferred = null;
    update();
  });
  update();

  return {
    get: (): InstallState => state,
    subscribe(fn: () => void) {
      listeners.add(fn);
      return () => void listeners.delete(fn);
    },
    /** The user asked to install: the browser's prompt, or on iOS the explanation. */
    async install(): Promise<void> {
      if (state.kind === 'ios') {
        hintAsked = true;
        return update();
      }
      const event = deferred;
      if (!event) return;
      // An event prompts once; the browser fires a new one on a later visit if this prompt is dismissed.
      deferred = null;
      quietDue = false;
      update();
      await event.prompt();
      const choice = await event.userChoice;
      if (choice.outcome === 'accepted') {
        installed = true;
        update();
      }
    },
    dismiss() {
      quietDue = false;
      hintAsked = false;
      update();
    },
    /** The quiet offer has been on screen: never again on this device. */
    shown() {
      try {
        markQuietOfferShown(env.local);
      } catch {
        // Storage refused: it may show again on a later visit.
      }
    },
  };
}

export type InstallOffer = ReturnType<typeof createInstallOffer>;

let offer: InstallOffer | null = null;

/** Called once, first thing in main.tsx. */
export function listenForInstall(): void {
  offer ??= createInstallOffer({
    events: window,
    matches: (query) => window.matchMedia(query).matches,
    nav: navigator,
    local: localStorage,
    session: sessionStorage,
  });
}

const noop = () => () => undefined;

export const useInstallOffer = (): InstallState =>
  useSyncExternalStore(offer?.subscribe ?? noop, () => offer?.get() ?? NOTHING);

export const installApp = (): Promise<void> => offer?.install() ?? Promise.resolve();
export const dismissInstallOffer = (): void => offer?.dismiss();
export const installOfferShown = (): void => offer?.shown();
