// The sync cursor (SYNC.md "Pull"), opaque to clients: "<position>.<floor>". position is the change
// version the client has everything up to; floor is the change version when its pass from scratch
// began (the first pull without a cursor). Deletions older than the floor never mattered to that pass,
// so a cursor expires (410) only when tombstones newer than both were purged: max(position, floor) below
// the horizon. Without the floor a pass from scratch over data older than the horizon could never finish:
// its own cursors would sit below the horizon. A bare "<position>" is read with floor 0.
import { ERROR_CODES } from '../../../src/contract';
import { ApiFailure, fail } from '../lib/api-failure';

export type Cursor = { position: number; floor: number };

const FORMAT = /^(\d{1,20})(?:\.(\d{1,20}))?$/;

/** Absent or empty: a pass from scratch, whose floor is the current version. Bad format: 400 040001. */
export function parseCursor(raw: string | undefined, current: number): Cursor {
  if (raw === undefined || raw === '') return { position: 0, floor: current };
  const match = FORMAT.exec(raw);
  if (!match) throw fail.badRequest('invalidCursor', 'cursor');
  return { position: Number(match[1]), floor: Number(match[2] ?? 0) };
}

const expired = () => new ApiFailure(410, ERROR_CODES.cursorExpired, 'cursorExpired');

/** 410 041001 for a cursor that may have missed purged deletions, or that this data never issued. */
export function assertCursorLive(cursor: Cursor, horizon: number, current: number): void {
  // From the future: the server's data was reset since the client pulled (huge numbers land here too).
  if (cursor.position > current || cursor.floor > current) throw expired();
  if (Math.max(cursor.position, cursor.floor) < horizon) throw expired();
}

export const formatCursor = (position: number, floor: number): string => `${position}.${floor}`;

/** The upper bound of a planned page (`until`): a cursor of the same pass, not before the page's own start.
 *  One beyond the current version was issued by data since reset, like a cursor from the future. */
export function parseUntil(raw: string | undefined, cursor: Cursor, current: number): number | undefined {
  if (raw === undefined) return undefined;
  const match = FORMAT.exec(raw);
  if (!match) throw fail.badRequest('invalidCursor', 'until');
  const position = Number(match[1]);
  if (position < cursor.position) throw fail.badRequest('invalidCursor', 'until');
  if (position > current) throw expired();
  return position;
}
