// The production error log (docs/decisions/shell-and-settings.md): uncaught errors and rejections are kept for the
// session and listed from the navbar, so an operator can copy them into a support request.
import { useSyncExternalStore } from 'react';

export type LoggedError = { message: string; stack?: string; url: string; at: number };

const MAX_ENTRIES = 50;
let entries: LoggedError[] = [];
const listeners = new Set<() => void>();

export function logError(error: unknown): void {
  const err = error instanceof Error ? error : new Error(String(error));
  entries = [...entries.slice(-(MAX_ENTRIES - 1)), { message: err.message, stack: err.stack, url: location.href, at: Date.now() }];
  listeners.forEach((fn) => fn());
}

export function clearErrorLog(): void {
  entries = [];
  listeners.forEach((fn) => fn());
}

/** Installs the global handlers; called once at start in production builds. */
export function installErrorLog(): void {
  window.addEventListener('error', (e) => logError(e.error ?? e.message));
  window.addEventListener('unhandledrejection', (e) => logError(e.reason));
}

export const useErrorLog = (): LoggedError[] =>
  useSyncExternalStore(
    (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    () => entries,
  );
