// How many of a virtual table's rows on screen show their content: the first time a table has rows, they
// come in a few per frame rather than all in one. A screenful of rows is new text laid out, shaped and
// painted for the first time, 20-25 ms of the main thread's CPU; during a pull, with both cores busy, that
// one frame took 50-70 ms (the main thread ran a fifth of the time). With four rows it was ~12 ms of CPU
// and 40-55 ms; two keep it under. The rows not shown yet are left out for those few frames.
import { useEffect, useState } from 'react';

/** Rows added per frame. */
export const ROWS_PER_FRAME = 2;

/** `hasRows`: the table has rows to show; `rows`: how many rows it renders (on screen and overscan). Answers
 *  how many of them, in order, show their content: Infinity once all have been shown once. */
export function useStaggeredRows(hasRows: boolean, rows: number): number {
  const [shown, setShown] = useState(ROWS_PER_FRAME);
  const done = shown === Infinity;
  useEffect(() => {
    if (!hasRows || done) return;
    const frame = requestAnimationFrame(() => setShown((n) => (n + ROWS_PER_FRAME >= rows ? Infinity : n + ROWS_PER_FRAME)));
    return () => cancelAnimationFrame(frame);
  }, [hasRows, done, shown, rows]);
  return shown;
}
