// Durations and file sizes in the user's language ("4.4 sec", "20,1 МБ"), through Intl's units.
import type { I18n } from '@lingui/core';

export const formatSeconds = (i18n: I18n, ms: number): string =>
  i18n.number(ms / 1000, { style: 'unit', unit: 'second', unitDisplay: 'short', maximumFractionDigits: ms < 10_000 ? 1 : 0 });

export function formatFileSize(i18n: I18n, bytes: number): string {
  const mb = bytes / 1_000_000;
  if (mb >= 0.1) return i18n.number(mb, { style: 'unit', unit: 'megabyte', unitDisplay: 'short', maximumFractionDigits: 1 });
  return i18n.number(Math.max(1, Math.round(bytes / 1000)), { style: 'unit', unit: 'kilobyte', unitDisplay: 'short' });
}
