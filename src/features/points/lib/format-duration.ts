// A time left in words of the user's language ("2 minutes", "2 минуты", "1 hr 5 min"): Intl picks the
// plural forms, which a hand-made message would get wrong in Russian.
export function formatDuration(seconds: number, locale: string): string {
  const unit = (value: number, name: 'second' | 'minute' | 'hour', unitDisplay: 'long' | 'short') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay }).format(value);
  if (seconds < 60) return unit(Math.max(0, Math.round(seconds)), 'second', 'long');
  if (seconds < 3600) return unit(Math.round(seconds / 60), 'minute', 'long');
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.round((seconds % 3600) / 60);
  return minutes ? `${unit(hours, 'hour', 'short')} ${unit(minutes, 'minute', 'short')}` : unit(hours, 'hour', 'long');
}
