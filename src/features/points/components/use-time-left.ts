// The pull's time left for the progress panel: the stored count sampled once a second while the pull runs
// (lib/time-left.ts turns the samples into a rate, then a calm, rounded figure). null: "calculating…".
import { useEffect, useRef, useState } from 'react';
import { addSample, calmSecondsLeft, secondsLeft, type ProgressSample } from '../lib/time-left';

const TICK_MS = 1000;

export function useTimeLeft(stored: number, total: number, running: boolean): number | null {
  const latest = useRef({ stored, total });
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    latest.current = { stored, total };
  }, [stored, total]);
  useEffect(() => {
    if (!running) return;
    let samples: ProgressSample[] = [];
    const tick = () => {
      const now = Date.now();
      samples = addSample(samples, { at: now, stored: latest.current.stored });
      const next = secondsLeft(samples, latest.current.total, now);
      setLeft((shown) => calmSecondsLeft(shown, next));
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => {
      clearInterval(timer);
      setLeft(null);
    };
  }, [running]);
  return running ? left : null;
}
