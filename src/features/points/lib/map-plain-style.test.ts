import { describe, expect, it } from 'vitest';
import { graticuleLines, graticuleSpec, plainMapStyle } from './map-plain-style';

describe('plain map style', () => {
  it('draws each line once, at its coarsest step', () => {
    const lines = graticuleLines([10, 1]);
    const meridians = lines.filter((l) => l.geometry.coordinates[0][0] === l.geometry.coordinates[1][0]);
    expect(meridians.filter((l) => l.properties.step === 10)).toHaveLength(37);
    expect(meridians.filter((l) => l.properties.step === 1)).toHaveLength(361 - 37);
    const parallels = lines.filter((l) => l.properties.step === 10 && l.geometry.coordinates[0][1] === l.geometry.coordinates[1][1]);
    expect(parallels.map((l) => l.geometry.coordinates[0][1])).toContain(0);
  });

  it('puts 0.1° lines on exact tenths', () => {
    const fine = graticuleLines([10, 1, 0.1]).filter((l) => l.properties.step === 0.1);
    expect(fine.some((l) => l.geometry.coordinates[0][0] === 37.6)).toBe(true);
    expect(fine.some((l) => l.geometry.coordinates[0][0] === 37)).toBe(false);
  });

  it('fetches nothing', () => {
    const style = plainMapStyle();
    expect(JSON.stringify([style, graticuleSpec()])).not.toMatch(/https?:/);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
  });

  it('has a layer per graticule step', () => {
    expect(graticuleSpec().layers.map((l) => l.filter)).toEqual([['==', ['get', 'step'], 0.1], ['==', ['get', 'step'], 1], ['==', ['get', 'step'], 10]]);
  });
});
