// Whether the configured base map works, told from what the map reports while it loads: the style
// arrived or failed, and how many tiles of the base map's sources were asked for, arrived or failed.
// A tile answered 404 fails silently in maplibre, so "asked for but none arrived by the time the map is
// idle" counts as failure too. A request that hangs is caught by a short wait, but only while the base
// map's server has not answered at all: once it has, a slow device is still reading and drawing what
// came (a phone busy with 100,000 points takes longer than the short wait), and only the long wait ends it.

export type BaseMapSignals = {
  styleLoaded: boolean;
  /** An error before the style loaded: the style itself could not be fetched or read. */
  styleFailed: boolean;
  /** Base map tiles asked for, arrived, and failed (errors of the base map's sources, TileJSON too). */
  requested: number;
  loaded: number;
  errors: number;
  /** A response of the base map's server (or the device's copy of one) came in: it is reachable. */
  answered: boolean;
  /** The map has drawn everything it was waiting for. */
  idle: boolean;
  /** The short wait passed (for a server that never answers), and the long one (for one that stalls). */
  timedOut: boolean;
  gaveUp: boolean;
};

/** 'own': draw the points on the map's own base map instead; 'wait': too early to tell. */
export type BaseMapVerdict = 'ok' | 'wait' | 'own';

export const NO_SIGNALS: BaseMapSignals = {
  styleLoaded: false, styleFailed: false, requested: 0, loaded: 0, errors: 0, answered: false, idle: false, timedOut: false, gaveUp: false,
};

export function baseMapVerdict(s: BaseMapSignals): BaseMapVerdict {
  // One tile is enough: offline, the tiles seen before come from the cache and the rest stay blank.
  if (s.loaded > 0) return 'ok';
  if (s.styleFailed) return 'own';
  const waitedEnough = s.gaveUp || (s.timedOut && !s.answered);
  if (!s.styleLoaded) return waitedEnough ? 'own' : 'wait';
  const tried = s.requested > 0 || s.errors > 0;
  // Idle with nothing asked for: a style without tiles here (a background only, or none at this zoom).
  if (s.idle) return tried ? 'own' : 'ok';
  return tried && waitedEnough ? 'own' : 'wait';
}
