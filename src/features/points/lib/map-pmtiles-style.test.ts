import { describe, expect, it } from 'vitest';
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { PMTILES_SOURCE, pmtilesMapStyle, withoutIcons } from './map-pmtiles-style';

const ARCHIVE = 'https://tiles.example.com/russia.pmtiles';

describe('pmtilesMapStyle', () => {
  const style = pmtilesMapStyle(ARCHIVE, 'ru');

  it('reads one archive through the pmtiles protocol, credited to OpenStreetMap', () => {
    expect(style.sources).toEqual({ [PMTILES_SOURCE]: expect.objectContaining({ type: 'vector', url: `pmtiles://${ARCHIVE}` }) });
    expect(JSON.stringify(style.sources)).toContain('OpenStreetMap');
    expect(style.layers.every((layer) => layer.type === 'background' || ('source' in layer && layer.source === PMTILES_SOURCE))).toBe(true);
  });

  it('fetches nothing but the archive: no glyphs, no sprite, no icons', () => {
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(JSON.stringify(style.layers)).not.toContain('icon-');
    // The names stay: towns, roads, water.
    expect(style.layers.some((layer) => layer.id === 'places_locality' && layer.type === 'symbol')).toBe(true);
  });

  it('names places in the UI language, and is a valid style', () => {
    expect(JSON.stringify(style.layers)).toContain('name:ru');
    expect(JSON.stringify(pmtilesMapStyle(ARCHIVE, 'en').layers)).not.toContain('name:ru');
    const errors = validateStyleMin(style).filter((e) => !/glyphs/.test(e.message));
    expect(errors).toEqual([]);
  });
});

describe('withoutIcons', () => {
  it('drops an icon-only layer and strips the icon from a named one', () => {
    const out = withoutIcons([
      { id: 'arrows', type: 'symbol', source: 's', layout: { 'icon-image': 'arrow' } },
      { id: 'towns', type: 'symbol', source: 's', layout: { 'icon-image': 'dot', 'icon-size': 0.7, 'text-field': 'x' }, paint: { 'icon-opacity': 1, 'text-color': '#000' } },
      { id: 'water', type: 'fill', source: 's' },
    ]);
    expect(out).toEqual([
      { id: 'towns', type: 'symbol', source: 's', layout: { 'text-field': 'x' }, paint: { 'text-color': '#000' } },
      { id: 'water', type: 'fill', source: 's' },
    ]);
  });
});
