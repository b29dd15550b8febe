import { describe, expect, it } from 'vitest';
import { mapCachePrefixes, styleUrls } from './map-cache-prefixes';

const PAGE = 'https://console.example.com';

describe('mapCachePrefixes', () => {
  it('takes other hosts whole and cuts templates at their placeholders', () => {
    expect(mapCachePrefixes([
      'https://tiles.example.net/styles/basic/style.json',
      'https://a.tiles.example.net/{z}/{x}/{y}.pbf',
      'https://fonts.example.org/{fontstack}/{range}.pbf',
      'https://tiles.example.net/sprite',
    ], PAGE)).toEqual(['https://a.tiles.example.net/', 'https://fonts.example.org/', 'https://tiles.example.net/']);
  });

  it('takes only the folder on the console host, never its root or the API', () => {
    expect(mapCachePrefixes(['/maps/style.json', `${PAGE}/maps/tiles/{z}/{x}/{y}.png`, '/style.json', '/v1/app/config'], PAGE))
      .toEqual([`${PAGE}/maps/`, `${PAGE}/maps/tiles/`]);
  });

  it('ignores other protocols and junk', () => {
    expect(mapCachePrefixes(['pmtiles://x', 'data:,', undefined, ''], PAGE)).toEqual([]);
  });
});

describe('styleUrls', () => {
  it('lists sprite, glyphs and every source URL', () => {
    expect(styleUrls({
      sprite: [{ id: 'default', url: 'https://s/sprite' }],
      glyphs: 'https://g/{fontstack}/{range}.pbf',
      sources: { a: { type: 'vector', url: 'https://t/tiles.json' }, b: { type: 'raster', tiles: ['https://r/{z}/{x}/{y}.png'] }, c: { type: 'geojson', data: {} } },
    })).toEqual(['https://s/sprite', 'https://g/{fontstack}/{range}.pbf', 'https://t/tiles.json', 'https://r/{z}/{x}/{y}.png']);
  });
});
