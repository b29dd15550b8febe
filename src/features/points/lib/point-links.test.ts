import { describe, expect, it } from 'vitest';
import { linkPlatform, routeHref, telHref } from './point-links';

const point = { lat: 55.753912, lng: 37.620795, name: 'ПВЗ (ТЦ «Охотный ряд»)' };

describe('point links', () => {
  it('routes by geo: on Android, with the name as the label', () => {
    expect(routeHref(point, 'android')).toBe(`geo:55.753912,37.620795?q=55.753912,37.620795(${encodeURIComponent('ПВЗ ТЦ «Охотный ряд»')})`);
    expect(routeHref({ ...point, name: '' }, 'android')).toBe('geo:55.753912,37.620795?q=55.753912,37.620795');
  });

  it('routes by a Yandex Maps link elsewhere, from where the user stands', () => {
    expect(routeHref({ ...point, lat: 55.1 + 0.2 }, 'other')).toBe('https://yandex.ru/maps/?rtext=~55.3,37.620795');
  });

  it('tells Android from the rest by the browser\'s user agent', () => {
    expect(linkPlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36')).toBe('android');
    expect(linkPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1')).toBe('other');
    expect(linkPlatform('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36')).toBe('other');
  });

  it('calls the digits of a phone, or offers no call without them', () => {
    expect(telHref('+7 495 123-45-67')).toBe('tel:+74951234567');
    expect(telHref('8 (800) 555-35-35 доб. 2')).toBe('tel:88005553535');
    expect(telHref('')).toBeNull();
    expect(telHref('нет')).toBeNull();
  });
});
