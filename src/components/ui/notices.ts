// A tiny bus for toasts raised outside React (language switch, saved forms, errors).
export type Notice = { id: number; text: string; durationMs: number; tone: 'info' | 'success' | 'error' };

const listeners = new Set<(n: Notice) => void>();
let nextId = 1;

export const notices = {
  make: (text: string, durationMs: number, tone: Notice['tone']): Notice => ({ id: nextId++, text, durationMs, tone }),
  show(text: string, durationMs = 3000, tone: Notice['tone'] = 'info') {
    const notice = notices.make(text, durationMs, tone);
    listeners.forEach((fn) => fn(notice));
  },
  subscribe(fn: (n: Notice) => void) {
    listeners.add(fn);
    return () => listeners.delete(fn);
  },
};
