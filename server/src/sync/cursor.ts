// The sync cursor (docs/api.md "Sync cursor"; docs/sync.md "Pages in flight" and "First pass in the screen's
// order"), opaque to clients.
// "<position>.<floor>": position is the change version the client has everything up to; floor is the change
// version when its pass from scratch began. Deletions older than the floor never mattered to that pass, so a
// cursor expires (410) only when tombstones newer than both were purged: max(position, floor) below the
// horizon. Without the floor a pass from scratch over data older than the horizon could never finish: its own
// cursors would sit below the horizon. A bare "<position>" is read with floor 0.
// "s<floor>.<phase>[.<key>].<hint>": a pass from scratch still reading the rows as they were at its floor in
// the source's own order (snapshot-order.ts): the phase and the key of the last row sent, and a hash of the
// ordering hint (`near`), which every page of the pass must repeat.
import { ERROR_CODES } from '../../../src/contract';
import { ApiFailure, fail } from '../lib/api-failure';

export type SnapshotAt = { phase: number; key: number | null; hint: string };

export type Cursor = { position: number; floor: number; snapshot?: SnapshotAt };

const FORMAT = /^(\d{1,20})(?:\.(\d{1,20}))?$/;
const SNAPSHOT_FORMAT = /^s(\d{1,20})\.(\d{1,2})(?:\.(-?\d{1,20}))?\.([0-9a-z]{1,8})$/;

function parse(raw: string, field: 'cursor' | 'until'): Cursor {
  const snapshot = SNAPSHOT_FORMAT.exec(raw);
  if (snapshot) {
    const floor = Number(snapshot[1]);
    return { position: floor, floor, snapshot: { phase: Number(snapshot[2]), key: snapshot[3] === undefined ? null : Number(snapshot[3]), hint: snapshot[4] } };
  }
  const match = FORMAT.exec(raw);
  if (!match) throw fail.badRequest('invalidCursor', field);
  return { position: Number(match[1]), floor: Number(match[2] ?? 0) };
}

/** Absent or empty: a pass from scratch, whose floor is the current version. Bad format: 400 040001. */
export function parseCursor(raw: string | undefined, current: number): Cursor {
  if (raw === undefined || raw === '') return { position: 0, floor: current };
  return parse(raw, 'cursor');
}

const expired = () => new ApiFailure(410, ERROR_CODES.cursorExpired, 'cursorExpired');

/** 410 041001 for a cursor that may have missed purged deletions, or that this data never issued. */
export function assertCursorLive(cursor: Cursor, horizon: number, current: number): void {
  // From the future: the server's data was reset since the client pulled (huge numbers land here too).
  if (cursor.position > current || cursor.floor > current) throw expired();
  if (Math.max(cursor.position, cursor.floor) < horizon) throw expired();
}

export const formatCursor = (position: number, floor: number): string => `${position}.${floor}`;

export const formatSnapshotCursor = (floor: number, { phase, key, hint }: SnapshotAt): string =>
  `s${floor}.${phase}${key === null ? '' : `.${key}`}.${hint}`;

/** The upper bound of a planned page (`until`): a cursor of the same pass, not before the page's own start.
 *  One beyond the current version was issued by data since reset, like a cursor from the future. */
export function parseUntil(raw: string | undefined, cursor: Cursor, current: number): Cursor | undefined {
  if (raw === undefined) return undefined;
  const until = parse(raw, 'until');
  // A snapshot bound belongs to the snapshot of the same pass; a version bound never lies before the start.
  const samePass = !until.snapshot || (cursor.snapshot !== undefined && until.floor === cursor.floor);
  const notBefore = until.snapshot ? until.snapshot.phase >= cursor.snapshot!.phase : until.position >= cursor.position;
  if (!samePass || !notBefore) throw fail.badRequest('invalidCursor', 'until');
  if (until.position > current) throw expired();
  return until;
}
