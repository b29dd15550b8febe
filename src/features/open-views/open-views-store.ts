// The tags bar's list of open views, kept across reloads; logout closes them all.
import { useSyncExternalStore } from 'react';

export type OpenView = { path: string; routeId: string };

const STORAGE_KEY = 'open-views';
const listeners = new Set<() => void>();

function read(): OpenView[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

let views: OpenView[] = read();

function write(next: OpenView[]) {
  views = next;
  localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  listeners.forEach((fn) => fn());
}

export function openView(view: OpenView): void {
  if (views.some((v) => v.path === view.path)) return;
  write([...views, view]);
}

/** Closes a view and returns the path to show next when the closed one was active. */
export function closeView(path: string): string | undefined {
  const index = views.findIndex((v) => v.path === path);
  if (index < 0) return undefined;
  const next = views.filter((v) => v.path !== path);
  write(next);
  return (next[index] ?? next[index - 1])?.path;
}

export const closeOtherViews = (path: string) => write(views.filter((v) => v.path === path));
export const clearOpenViews = () => write([]);

const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};

export const useOpenViews = (): OpenView[] => useSyncExternalStore(subscribe, () => views);
