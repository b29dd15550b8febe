// The time left of the points pull, estimated from how fast records were stored over the last ~10 s.
// A longer window would carry the slow start (or a stall long past) into the estimate; a shorter one makes
// the figure jump with every 1,000-record batch. The shown figure is rounded so that it moves calmly.

/** How many records were stored at a moment. */
export type ProgressSample = { at: number; stored: number };

export const RATE_WINDOW_MS = 10_000;
/** Below this span the rate is noise: "calculating…". */
export const MIN_SPAN_MS = 2_000;

/** Adds a sample (also the same count again, as the clock ticks) and drops those older than the window,
 *  keeping one sample at or before the window's start so the rate spans the whole window once there is one.
 *  A count that went back (a new pass started from scratch) begins a new series. */
export function addSample(samples: ProgressSample[], sample: ProgressSample, windowMs = RATE_WINDOW_MS): ProgressSample[] {
  const last = samples.at(-1);
  if (last && sample.stored < last.stored) return [sample];
  if (last && sample.stored === last.stored) return trim(samples, sample.at, windowMs);
  return trim([...samples, sample], sample.at, windowMs);
}

function trim(samples: ProgressSample[], now: number, windowMs: number): ProgressSample[] {
  const start = now - windowMs;
  let first = 0;
  while (first + 1 < samples.length && samples[first + 1].at <= start) first++;
  return first === 0 ? samples : samples.slice(first);
}

/** Records per second over the samples up to `now` (a stall lowers it as time passes); null while unknown. */
export function storeRate(samples: ProgressSample[], now: number): number | null {
  if (samples.length < 2) return null;
  const oldest = samples[0];
  const newest = samples[samples.length - 1];
  const span = now - oldest.at;
  if (span < MIN_SPAN_MS) return null;
  const rate = ((newest.stored - oldest.stored) / span) * 1000;
  return rate > 0 ? rate : null;
}

/** Seconds until `total` at the current rate, rounded for a calm display; null while there is no rate. */
export function secondsLeft(samples: ProgressSample[], total: number, now: number): number | null {
  const rate = storeRate(samples, now);
  const newest = samples.at(-1);
  if (rate === null || !newest) return null;
  return roundSecondsLeft(Math.max(0, total - newest.stored) / rate);
}

/** Up to a minute in steps of 5 s, up to an hour in whole minutes, beyond in steps of 5 minutes; always up,
 *  so "0" shows only when done. */
export function roundSecondsLeft(seconds: number): number {
  if (seconds <= 0) return 0;
  if (seconds < 60) return Math.ceil(seconds / 5) * 5;
  if (seconds < 3600) return Math.ceil(seconds / 60) * 60;
  return Math.ceil(seconds / 300) * 300;
}

/** The next figure to show after `shown`: a smaller estimate at once, a larger one only when it is clearly
 *  larger, so a figure near a rounding step does not blink between two values. */
export function calmSecondsLeft(shown: number | null, next: number | null): number | null {
  if (shown === null || next === null || next <= shown) return next;
  return next > shown * 1.15 ? next : shown;
}
