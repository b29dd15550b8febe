// The labels format chosen last, per device like the settings panel's choices
// (docs/decisions/shell-and-settings.md, "Settings panel"): a thermal printer or an office one stands
// beside a device, not beside a user.
import { useSyncExternalStore } from 'react';
import type { LabelFormat } from '../../../contract/order-constants';
import { parseLabelFormat } from '../lib/label-format';

const STORAGE_KEY = 'label-format';
const listeners = new Set<() => void>();

function read(): LabelFormat {
  try {
    return parseLabelFormat(localStorage.getItem(STORAGE_KEY));
  } catch {
    return parseLabelFormat(null);
  }
}

let format = read();

export function rememberLabelFormat(next: LabelFormat): void {
  format = next;
  try {
    localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // Storage full or denied: the choice holds for this page's life.
  }
  listeners.forEach((fn) => fn());
}

export const useLabelFormat = (): LabelFormat =>
  useSyncExternalStore(
    (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    () => format,
  );
