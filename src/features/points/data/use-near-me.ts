// Keeps the points page's near-me order honest (docs/decisions/points.md "Near me"): a list opened in that
// order (a reload, a link) takes the position again if the browser allows it without a prompt, or when the
// one held is old; with no position to sort from after that, the order goes back to the usual one, and the
// control says why.
import { useEffect, useRef } from 'react';
import { resumePosition, useNearPosition, type NearState } from './near-position';

/** A position older than this is taken again when the page opens in near-me order. */
const STALE_MS = 10 * 60_000;

export function useNearMe(on: boolean, turnOff: () => void): NearState {
  const near = useNearPosition();
  const turnOffRef = useRef(turnOff);
  useEffect(() => {
    turnOffRef.current = turnOff;
  }, [turnOff]);
  useEffect(() => {
    if (!on || near.status === 'asking') return;
    const stale = !near.fix || Date.now() - near.fix.at > STALE_MS;
    if (stale && !resumePosition()) return;
    if (!near.fix) turnOffRef.current();
  }, [on, near]);
  return near;
}
