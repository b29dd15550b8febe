import { describe, expect, it } from 'vitest';
import { addSample, calmSecondsLeft, roundSecondsLeft, secondsLeft, storeRate, type ProgressSample } from './time-left';

/** Samples of a pull storing `perSecond` records a second, one sample a second from 0 to `seconds`. */
function steady(perSecond: number, seconds: number, from = 0): ProgressSample[] {
  let samples: ProgressSample[] = [];
  for (let s = 0; s <= seconds; s++) samples = addSample(samples, { at: s * 1000, stored: from + s * perSecond });
  return samples;
}

describe('time left of the points pull', () => {
  it('has no rate until the samples span two seconds', () => {
    expect(storeRate([], 0)).toBeNull();
    expect(storeRate([{ at: 0, stored: 0 }], 5000)).toBeNull();
    const two = addSample([{ at: 0, stored: 0 }], { at: 1000, stored: 1000 });
    expect(storeRate(two, 1500)).toBeNull();
    expect(storeRate(two, 2000)).toBe(500);
  });

  it('measures the rate over the last ten seconds only', () => {
    // Slow for 30 s, then fast for 20 s: the slow start no longer counts.
    let samples = steady(100, 30);
    for (let s = 31; s <= 50; s++) samples = addSample(samples, { at: s * 1000, stored: 3000 + (s - 30) * 1000 });
    expect(samples[0].at).toBe(40_000);
    expect(storeRate(samples, 50_000)).toBe(1000);
  });

  it('estimates the seconds left from the rate and rounds them calmly', () => {
    const samples = steady(1000, 20);
    // 20,000 stored of 100,000 at 1,000 a second: 80 s, shown as 2 minutes.
    expect(secondsLeft(samples, 100_000, 20_000)).toBe(120);
    expect(secondsLeft(samples, 32_000, 20_000)).toBe(15);
    expect(secondsLeft(samples, 20_000, 20_000)).toBe(0);
  });

  it('lowers the rate while nothing arrives, then says it does not know', () => {
    let samples = steady(1000, 20);
    samples = addSample(samples, { at: 25_000, stored: 20_000 });
    expect(storeRate(samples, 25_000)).toBe(500);
    samples = addSample(samples, { at: 31_000, stored: 20_000 });
    expect(samples).toHaveLength(1);
    expect(secondsLeft(samples, 100_000, 31_000)).toBeNull();
  });

  it('starts a new series when the count goes back (a pull from scratch)', () => {
    const samples = addSample(steady(1000, 5), { at: 6000, stored: 0 });
    expect(samples).toEqual([{ at: 6000, stored: 0 }]);
  });

  it('rounds to 5 s, whole minutes, then 5 minutes, always up', () => {
    expect(roundSecondsLeft(0)).toBe(0);
    expect(roundSecondsLeft(0.2)).toBe(5);
    expect(roundSecondsLeft(59)).toBe(60);
    expect(roundSecondsLeft(61)).toBe(120);
    expect(roundSecondsLeft(3599)).toBe(3600);
    expect(roundSecondsLeft(3601)).toBe(3900);
  });
});

describe('calm figure', () => {
  it('follows a falling estimate and ignores small rises', () => {
    expect(calmSecondsLeft(null, 120)).toBe(120);
    expect(calmSecondsLeft(120, 60)).toBe(60);
    expect(calmSecondsLeft(120, 130)).toBe(120);
    expect(calmSecondsLeft(120, 180)).toBe(180);
    expect(calmSecondsLeft(120, null)).toBeNull();
  });
});
