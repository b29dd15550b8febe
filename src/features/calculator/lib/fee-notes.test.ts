import { describe, expect, it } from 'vitest';
import { cashNote, insuranceNote } from './fee-notes';

const cdek = { insuranceRate: 0.75, insuredPercent: 100, insuranceMinimum: 50.5, insuranceMinimumApplied: true, cashServiceRate: 3 };

describe('fee notes', () => {
  it('name the minimum when it was charged, else the rate and what it was taken of', () => {
    expect(insuranceNote(cdek, 0)).toEqual({ kind: 'minimum', rate: 0.75, insured: 0, insuredPercent: 100, declared: 0 });
    expect(insuranceNote({ ...cdek, insuranceMinimumApplied: false, insuredPercent: 50 }, 10_000.5))
      .toEqual({ kind: 'rate', rate: 0.75, insured: 5000.25, insuredPercent: 50, declared: 10_000.5 });
  });

  it('say there is no rate where the connection has none', () => {
    expect(insuranceNote({ ...cdek, insuranceRate: 0, insuranceMinimumApplied: false }, 1000)).toEqual({ kind: 'noRate' });
    expect(cashNote({ ...cdek, cashServiceRate: 0 }, 1000)).toEqual({ kind: 'noRate' });
    expect(cashNote(cdek, 2000)).toEqual({ kind: 'rate', rate: 3, cod: 2000 });
  });
});
