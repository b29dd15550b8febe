// The toast after a local-first write: the change is safe on this device either way, and offline the
// user is told it leaves when the connection returns.
import { notices } from '../ui/notices';

export function showSaved(onlineText: string, offlineText: string): void {
  notices.show(navigator.onLine ? onlineText : offlineText, 3000, 'success');
}

/** IndexedDB refused the write (storage full, private mode): nothing was queued. */
export function showNotStored(text: string): void {
  notices.show(text, 5000, 'error');
}
