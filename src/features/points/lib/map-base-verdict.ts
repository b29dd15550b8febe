// Whether the configured base map works, told from what the map reports while it loads: the style
// arrived or failed, and how many tiles of the base map's sources were asked for, arrived or failed.
// A tile answered 404 fails silently in maplibre, so "asked for but none arrived by the time the map is
// idle" counts as failure too; a request that hangs is caught by the timeout.

export type BaseMapSignals = {
  styleLoaded: boolean;
  /** An error before the style loaded: the style itself could not be fetched or read. */
  styleFailed: boolean;
  /** Base map tiles asked for, arrived, and failed (errors of the base map's sources, TileJSON too). */
  requested: number;
  loaded: number;
  errors: number;
  /** The map has drawn everything it was waiting for. */
  idle: boolean;
  timedOut: boolean;
};

/** 'own': draw the points on the map's own base map instead; 'wait': too early to tell. */
export type BaseMapVerdict = 'ok' | 'wait' | 'own';

export const NO_SIGNALS: BaseMapSignals = {
  styleLoaded: false, styleFailed: false, requested: 0, loaded: 0, errors: 0, idle: false, timedOut: false,
};

export function baseMapVerdict(s: BaseMapSignals): BaseMapVerdict {
  // One tile is enough: offline, the tiles seen before come from the cache and the rest stay blank.
  if (s.loaded > 0) return 'ok';
  if (s.styleFailed) return 'own';
  if (!s.styleLoaded) return s.timedOut ? 'own' : 'wait';
  const tried = s.requested > 0 || s.errors > 0;
  // Idle with nothing asked for: a style without tiles here (a background only, or none at this zoom).
  if (s.idle) return tried ? 'own' : 'ok';
  return s.timedOut && tried ? 'own' : 'wait';
}
