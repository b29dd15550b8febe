// The tags bar's list of open views, kept across reloads; logout closes them all. The rules of the list are
// open-views.ts.
import { useSyncExternalStore } from 'react';
import { parseViews, withTitle, withView, type OpenView } from './open-views';

export type { OpenView } from './open-views';

const STORAGE_KEY = 'open-views';
const listeners = new Set<() => void>();

function read(): OpenView[] {
  try {
    return parseViews(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]'));
  } catch {
    return [];
  }
}

let views: readonly OpenView[] = read();

function write(next: readonly OpenView[]) {
  if (next === views) return;
  views = next;
  localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  listeners.forEach((fn) => fn());
}

export const openView = (view: { key: string; path: string; routeId: string }): void => write(withView(views, { ...view, seenAt: Date.now() }));

/** Remembers the record's name of the view at `path`, for its tab. */
export const nameView = (path: string, title: string): void => write(withTitle(views, path, title));

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

export const useOpenViews = (): readonly OpenView[] => useSyncExternalStore(subscribe, () => views);
