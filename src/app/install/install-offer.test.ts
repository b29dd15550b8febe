import { describe, expect, it, vi } from 'vitest';
import { createInstallOffer, type InstallEnv } from './install-offer';
import { isIos } from './install-platform';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) };
}

/** One device: its local storage lasts, each visit (a tab) brings a new session storage and a new page. */
function device(userAgent = ANDROID, { standalone = false, maxTouchPoints = 5 } = {}) {
  const local = memoryStorage();
  return {
    visit() {
      const events = new EventTarget();
      const env: InstallEnv = {
        events,
        matches: (query) => standalone && query === '(display-mode: standalone)',
        nav: { userAgent, maxTouchPoints },
        local,
        session: memoryStorage(),
      };
      return { events, offer: createInstallOffer(env) };
    },
  };
}

function promptEvent(outcome: 'accepted' | 'dismissed' = 'dismissed') {
  const prompt = vi.fn(() => Promise.resolve());
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt, userChoice: Promise.resolve({ outcome }) });
  return { event, prompt };
}

describe('install offer', () => {
  it('keeps the browser\'s event and prompts with it when asked', async () => {
    const { events, offer } = device().visit();
    expect(offer.get().kind).toBeNull();
    const { event, prompt } = promptEvent();
    events.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(offer.get()).toEqual({ kind: 'prompt', banner: false });
    await offer.install();
    expect(prompt).toHaveBeenCalledOnce();
    // An event prompts once.
    expect(offer.get().kind).toBeNull();
  });

  it('offers nothing more once installed', async () => {
    const { events, offer } = device().visit();
    events.dispatchEvent(promptEvent('accepted').event);
    await offer.install();
    expect(offer.get().kind).toBeNull();
    events.dispatchEvent(new Event('appinstalled'));
    expect(offer.get().kind).toBeNull();
  });

  it('offers quietly from the second visit, once', () => {
    const phone = device();
    const first = phone.visit();
    first.events.dispatchEvent(promptEvent().event);
    expect(first.offer.get().banner).toBe(false);

    const second = phone.visit();
    expect(second.offer.get().banner).toBe(false);
    second.events.dispatchEvent(promptEvent().event);
    expect(second.offer.get()).toEqual({ kind: 'prompt', banner: true });
    second.offer.shown();
    second.offer.dismiss();
    expect(second.offer.get()).toEqual({ kind: 'prompt', banner: false });

    const third = phone.visit();
    third.events.dispatchEvent(promptEvent().event);
    expect(third.offer.get()).toEqual({ kind: 'prompt', banner: false });
  });

  it('explains the Share menu on iOS, quietly on the second visit and whenever the menu asks', async () => {
    const iphone = device(IPHONE);
    const first = iphone.visit();
    expect(first.offer.get()).toEqual({ kind: 'ios', banner: false });
    await first.offer.install();
    expect(first.offer.get()).toEqual({ kind: 'ios', banner: true });
    first.offer.dismiss();
    expect(first.offer.get().banner).toBe(false);
    expect(iphone.visit().offer.get()).toEqual({ kind: 'ios', banner: true });
  });

  it('offers nothing in the installed app', () => {
    const installed = device(IPHONE, { standalone: true });
    installed.visit();
    const { events, offer } = installed.visit();
    events.dispatchEvent(promptEvent().event);
    expect(offer.get()).toEqual({ kind: null, banner: false });
  });

  it('knows an iPad that calls itself a Mac by its touch screen', () => {
    expect(isIos({ userAgent: IPAD_AS_MAC, maxTouchPoints: 5 })).toBe(true);
    expect(isIos({ userAgent: IPAD_AS_MAC, maxTouchPoints: 0 })).toBe(false);
    expect(isIos({ userAgent: ANDROID, maxTouchPoints: 5 })).toBe(false);
  });
});
