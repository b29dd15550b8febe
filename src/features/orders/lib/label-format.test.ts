import { describe, expect, it } from 'vitest';
import { labelOutput, parseLabelFormat } from './label-format';

describe('parseLabelFormat', () => {
  it('reads back a known format', () => {
    expect(parseLabelFormat('a6')).toBe('a6');
    expect(parseLabelFormat('a4x4')).toBe('a4x4');
  });

  it('takes A6 for nothing stored, an unknown or a tampered value', () => {
    for (const stored of [null, undefined, '', 'A4X4', 'a5', 4, {}, ['a4x4']]) expect(parseLabelFormat(stored)).toBe('a6');
  });
});

describe('labelOutput', () => {
  it('saves the file on a phone only: touch and narrow', () => {
    expect(labelOutput({ coarsePointer: true, narrow: true })).toBe('download');
    expect(labelOutput({ coarsePointer: true, narrow: false })).toBe('print');
    expect(labelOutput({ coarsePointer: false, narrow: true })).toBe('print');
    expect(labelOutput({ coarsePointer: false, narrow: false })).toBe('print');
  });
});
