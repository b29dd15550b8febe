// What the API client tells the UI without importing it: error toasts and the "log in again" prompt.
type ToastEvent = { text: string; durationMs: number };

type Listeners = {
  toast: Set<(e: ToastEvent) => void>;
  relogin: Set<() => void>;
};

const listeners: Listeners = { toast: new Set(), relogin: new Set() };

export const apiEvents = {
  onToast(fn: (e: ToastEvent) => void) {
    listeners.toast.add(fn);
    return () => void listeners.toast.delete(fn);
  },
  onRelogin(fn: () => void) {
    listeners.relogin.add(fn);
    return () => void listeners.relogin.delete(fn);
  },
  toast(e: ToastEvent) {
    listeners.toast.forEach((fn) => fn(e));
  },
  relogin() {
    listeners.relogin.forEach((fn) => fn());
  },
};
