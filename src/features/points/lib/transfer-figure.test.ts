import { describe, expect, it } from 'vitest';
import { transferFigure } from './transfer-figure';

describe('transferFigure', () => {
  it('tells the megabytes received and, from the bytes per point so far, the expected whole', () => {
    expect(transferFigure(1_400_000, 10_000, 100_000)).toEqual({ receivedMb: 1.4, expectedMb: 14 });
  });

  it('guesses no whole from too few points, nor once all are here', () => {
    expect(transferFigure(14_000, 100, 100_000)).toEqual({ receivedMb: 0.014, expectedMb: null });
    expect(transferFigure(14_000_000, 100_000, 100_000)).toEqual({ receivedMb: 14, expectedMb: null });
  });

  it('is nothing when the browser told no bytes or nothing is stored', () => {
    expect(transferFigure(undefined, 5000, 100_000)).toBeNull();
    expect(transferFigure(0, 5000, 100_000)).toBeNull();
    expect(transferFigure(10_000, 0, 100_000)).toBeNull();
  });
});
