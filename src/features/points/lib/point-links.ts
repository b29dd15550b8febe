// The links a point offers someone on their way to it (docs/decisions/points.md "Near me"): a route there and
// a call. On Android a geo: URI, which every maps app installed there answers (the system asks which one);
// elsewhere (iOS, a computer) nothing answers geo:, so a Yandex Maps link that builds the route from where
// the user stands: the maps most used in Russia, where the points are; on iOS it opens their app if installed.
export type LinkPlatform = 'android' | 'other';

export const linkPlatform = (userAgent: string): LinkPlatform => (/\bAndroid\b/i.test(userAgent) ? 'android' : 'other');

/** Six decimals are 0.1 m: the coordinates as they were given, without a float's long tail. */
const degrees = (value: number) => String(Number(value.toFixed(6)));

export function routeHref(point: { lat: number; lng: number; name: string }, platform: LinkPlatform): string {
  const at = `${degrees(point.lat)},${degrees(point.lng)}`;
  if (platform === 'android') {
    // The label sits in brackets after the query: brackets in the name itself would end it early.
    const label = encodeURIComponent(point.name.replace(/[()]/g, ' ').replace(/\s+/g, ' ').trim());
    return `geo:${at}?q=${at}${label ? `(${label})` : ''}`;
  }
  return `https://yandex.ru/maps/?rtext=~${at}`;
}

/** A tel: link for a phone as the services write it ("+7 495 123-45-67"), or null when it has no digits.
 *  Words end the number ("доб. 2", "ext. 2"): their digits are not to be dialled with it. */
export function telHref(phone: string): string | null {
  const digits = phone.split(/[a-zа-яё]/i)[0].replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d{3,}/.test(digits) ? `tel:${digits}` : null;
}
