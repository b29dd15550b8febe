// The name the browser saves an exported sheet under: points-<city or all>-<yyyy-mm-dd>.xlsx, the date in
// the device's own time zone (an export made at 01:00 in Novosibirsk is of that day, not of UTC's).
import type { PointFilter } from '../../../contract/point-filter';

/** Characters no file system takes (Windows is the strictest), and runs of spaces, become one dash. */
const citySlug = (city: string): string =>
  city.trim().replace(/[\\/:*?"<>|\s]+/g, '-').replace(/^-+|-+$/g, '');

const day = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export function exportFileName(filter: PointFilter, date: Date): string {
  return `points-${(filter.city && citySlug(filter.city)) || 'all'}-${day(date)}.xlsx`;
}
