// What the API client tells the UI without importing it: error toasts and the "log in again" prompt.
// Buffered, because the overlays that show them load after the first render.
import { createChannel } from '../lib/event-channel';

export type ToastEvent = { text: string; durationMs: number };

const toasts = createChannel<ToastEvent>();
const relogins = createChannel<void>(1);

export const apiEvents = {
  onToast: toasts.subscribe,
  onRelogin: relogins.subscribe,
  toast: toasts.emit,
  relogin: () => relogins.emit(),
};
