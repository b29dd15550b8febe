// A tiny bus for toasts raised outside React (language switch, saved forms, errors); buffered until
// the lazily loaded toaster listens.
import { createChannel } from '../../lib/event-channel';

export type Notice = { id: number; text: string; durationMs: number; tone: 'info' | 'success' | 'error' };

const channel = createChannel<Notice>();
let nextId = 1;

export const notices = {
  make: (text: string, durationMs: number, tone: Notice['tone']): Notice => ({ id: nextId++, text, durationMs, tone }),
  show(text: string, durationMs = 3000, tone: Notice['tone'] = 'info') {
    channel.emit(notices.make(text, durationMs, tone));
  },
  subscribe: channel.subscribe,
};
