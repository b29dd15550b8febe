// Look-and-feel preferences of the settings panel, per device: UI size and theme colour
// (defaults medium and blue), and whether the tags bar shows.
import { useSyncExternalStore } from 'react';

export const UI_SIZES = ['mini', 'small', 'medium', 'large'] as const;
export type UiSize = (typeof UI_SIZES)[number];
export const THEME_COLORS = ['#1d4ed8', '#0f766e', '#7c3aed', '#c2410c', '#be123c', '#334155'] as const;

export type UiSettings = { size: UiSize; themeColor: string; showTags: boolean };

const STORAGE_KEY = 'ui-settings';
const DEFAULTS: UiSettings = { size: 'medium', themeColor: THEME_COLORS[0], showTags: true };
const listeners = new Set<() => void>();

function read(): UiSettings {
  try {
    return { ...DEFAULTS, ...JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') };
  } catch {
    return DEFAULTS;
  }
}

let settings = read();

/** Puts the settings on <html> so CSS (root font size, --theme-primary) follows them. */
export function applyUiSettings(s: UiSettings = settings): void {
  document.documentElement.dataset.size = s.size;
  document.documentElement.style.setProperty('--theme-primary', s.themeColor);
}

export function updateUiSettings(patch: Partial<UiSettings>): void {
  settings = { ...settings, ...patch };
  localStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
  applyUiSettings(settings);
  listeners.forEach((fn) => fn());
}

export const useUiSettings = (): UiSettings =>
  useSyncExternalStore(
    (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    () => settings,
  );
