// Where the user stands, for "near me" (docs/decisions/points.md "Near me"). Asked of the browser only when
// the user asks, or without a prompt when the browser already holds the permission; kept in memory and in
// this tab's sessionStorage (a reload offline keeps it, closing the tab or logging out forgets it); never put
// in the URL and never sent anywhere: the points worker sorts by it on the device.
import { useSyncExternalStore } from 'react';

/** A position with its accuracy (metres) and when it was taken (ms since the epoch). */
export type NearFix = { lat: number; lng: number; accuracy: number; at: number };
/** off: not asked (or the browser would prompt); asking: waiting for the browser; located: `fix` is fresh
 *  from it; denied: the user or the browser refused; unavailable: no position came (no signal, timeout). */
export type NearStatus = 'off' | 'asking' | 'located' | 'denied' | 'unavailable' | 'unsupported';
export type NearState = { status: NearStatus; fix: NearFix | null };

const KEY = 'parcel-points-near';
/** A fix younger than this is used again when near me is turned on, without asking the browser. */
export const FRESH_MS = 2 * 60_000;
/** GPS on a phone takes a while indoors; past this the browser's best answer (or none) is taken. */
const TIMEOUT_MS = 20_000;

let state: NearState = initial();
const listeners = new Set<() => void>();
let asking: Promise<void> | null = null;
let resumed = false;

function initial(): NearState {
  try {
    const fix = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as NearFix | null;
    if (fix && Number.isFinite(fix.lat) && Number.isFinite(fix.lng) && Number.isFinite(fix.at)) return { status: 'located', fix };
  } catch {
    // storage refused or held something else: nothing kept
  }
  return { status: 'off', fix: null };
}

function set(next: NearState): void {
  state = next;
  try {
    if (next.fix) sessionStorage.setItem(KEY, JSON.stringify(next.fix));
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage refused: the position lives in memory only
  }
  listeners.forEach((listener) => listener());
}

/** Asks the browser for the position (a prompt the first time). A fix already held stays in use meanwhile
 *  and after a failure, except a refusal: then it is forgotten too. */
export function askPosition(): Promise<void> {
  if (asking) return asking;
  resumed = true; // the user's own ask stands for the page load's resume

  if (!('geolocation' in navigator)) {
    set({ status: 'unsupported', fix: null });
    return Promise.resolve();
  }
  set({ status: 'asking', fix: state.fix });
  asking = new Promise<void>((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords, timestamp }) => {
        set({ status: 'located', fix: { lat: coords.latitude, lng: coords.longitude, accuracy: coords.accuracy, at: timestamp || Date.now() } });
        resolve();
      },
      (error) => {
        const denied = error.code === error.PERMISSION_DENIED;
        set({ status: denied ? 'denied' : 'unavailable', fix: denied ? null : state.fix });
        resolve();
      },
      { enableHighAccuracy: true, timeout: TIMEOUT_MS, maximumAge: 30_000 },
    );
  }).finally(() => (asking = null));
  return asking;
}

/** Once per page load, for a list already in near-me order (a reload, a link): the position is taken again
 *  only if the browser would not prompt. Answers whether it was tried before. */
export function resumePosition(): boolean {
  if (resumed) return true;
  resumed = true;
  set({ status: 'asking', fix: state.fix });
  void permissionState().then((permission) => {
    if (permission === 'granted') return askPosition();
    set({ status: permission === 'denied' ? 'denied' : state.fix ? 'located' : 'off', fix: permission === 'denied' ? null : state.fix });
  });
  return false;
}

async function permissionState(): Promise<PermissionState> {
  try {
    return (await navigator.permissions.query({ name: 'geolocation' })).state;
  } catch {
    return 'prompt'; // no Permissions API (older Safari): only the user's own click asks
  }
}

/** Logout forgets where the user stood. */
export function forgetPosition(): void {
  resumed = false;
  set({ status: 'off', fix: null });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const read = () => state;

export const useNearPosition = (): NearState => useSyncExternalStore(subscribe, read, read);
