// Ids that sort as they were made: a UUID in version 7's layout (the time in ms, a counter within the ms, random
// bits). For rows a list orders by creation whose creation time may tie: two made in one millisecond still
// sort in the order they were made, which SQLite's rowid gave and PostgreSQL has no twin of
// (docs/decisions/database.md, "What differs").
import { randomBytes } from 'node:crypto';

/** The counter's 12 bits: past them in one millisecond, the next ids take the next millisecond. */
const COUNTER_MAX = 0xfff;

let lastMs = 0;
let counter = 0;

const hex = (n: number, digits: number) => n.toString(16).padStart(digits, '0');

export function orderedId(now: number = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    counter = 0;
  } else if (++counter > COUNTER_MAX) {
    lastMs += 1;
    counter = 0;
  }
  const time = hex(lastMs, 12);
  const random = randomBytes(8);
  random[0] = (random[0]! & 0x3f) | 0x80; // the variant's bits, 10
  const tail = random.toString('hex');
  return `${time.slice(0, 8)}-${time.slice(8)}-7${hex(counter, 3)}-${tail.slice(0, 4)}-${tail.slice(4)}`;
}
