// Picks ru or en from Accept-Language: ru unless the header ranks English above Russian. Without a header
// that names either, the caller's default: Russian for the console, English for an API token's machine
// client (docs/decisions/api-tokens.md "Language").
import type { Lang } from './texts';

export function pickLang(header: string | undefined, fallback: Lang = 'ru'): Lang {
  if (!header) return fallback;
  let best: { lang: Lang; q: number } | null = null;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const primary = tag.split('-')[0];
    if (primary !== 'ru' && primary !== 'en') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    // Ties keep the earlier entry, as the header lists preferences in order.
    if (!best || q > best.q) best = { lang: primary, q };
  }
  return best?.lang ?? fallback;
}
