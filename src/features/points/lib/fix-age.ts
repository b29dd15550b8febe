// How long ago the user's position was taken, in the language's own words ("2 минуты назад", "this minute"),
// so someone who walked on knows whether the distances still hold (docs/decisions/points.md "Near me").
export function fixAgeText(takenAt: number, now: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const minutes = Math.max(0, Math.floor((now - takenAt) / 60_000));
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? format.format(-hours, 'hour') : format.format(-Math.floor(hours / 24), 'day');
}
