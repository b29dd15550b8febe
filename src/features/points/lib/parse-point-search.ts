// Reads the points page's URL search with `pointSearchOf`. The router parses `?code=20001316` (a link typed
// or pasted by hand) as the number 20001316, which the text filters would drop; such numbers are taken
// back as the text they were. Links the app builds keep strings quoted, so they never need this.
import { pointSearchOf, type PointSearch } from './point-search';

const TEXT_KEYS = ['id', 'providerKey', 'code', 'city'] as const;

export function parsePointSearch(raw: Record<string, unknown>): PointSearch {
  const texts = Object.fromEntries(TEXT_KEYS.filter((key) => typeof raw[key] === 'number').map((key) => [key, String(raw[key])]));
  return pointSearchOf({ ...raw, ...texts });
}
