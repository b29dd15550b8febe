// Puts a query's matches in order of distance from where the user stands ("near me", docs/decisions/points.md).
// Done per query over the matches only, in typed arrays kept from query to query, with no object per point:
// each match's distance in decimetres becomes a whole number, and a radix sort (three passes of 10 bits)
// orders the matches by it. That is a few milliseconds for 100,000, where a native sort of the same keys as
// floats took four times as long and a compare function longer still. The radix sort is stable: matches at
// the same distance (points in one building) keep the order they came in, by name.
import { distanceMetres, hasCoordinates, type GeoPoint } from '../../src/contract/geo-distance';

const BITS = 10;
const BUCKETS = 1 << BITS;
const MASK = BUCKETS - 1;
const PASSES = 3;
/** The key of a point without coordinates, after every real distance (half the Earth's circumference is
 *  about 200 million decimetres, under 2^30), so such points come last. */
const NOWHERE = 2 ** (BITS * PASSES) - 1;

export class DistanceOrder {
  private keys = new Uint32Array(0);
  private otherKeys = new Uint32Array(0);
  private otherSlots = new Int32Array(0);
  private counts = new Int32Array(BUCKETS);

  /** Sorts `slots` in place, nearest to `from` first. */
  sort(slots: Int32Array, lat: ArrayLike<number>, lng: ArrayLike<number>, from: GeoPoint): void {
    const n = slots.length;
    if (this.keys.length < n) {
      const room = Math.ceil(n * 1.25);
      this.keys = new Uint32Array(room);
      this.otherKeys = new Uint32Array(room);
      this.otherSlots = new Int32Array(room);
    }
    let keys = this.keys;
    for (let i = 0; i < n; i++) {
      const slot = slots[i];
      const a = lat[slot];
      const b = lng[slot];
      keys[i] = hasCoordinates(a, b) ? Math.min(NOWHERE - 1, Math.round(distanceMetres(from.lat, from.lng, a, b) * 10)) : NOWHERE;
    }
    // Least significant digit first; each pass moves keys and slots into the other pair of arrays.
    let outKeys = this.otherKeys;
    let ins: Int32Array = slots;
    let outs: Int32Array = this.otherSlots;
    const counts = this.counts;
    for (let pass = 0; pass < PASSES; pass++) {
      const shift = pass * BITS;
      counts.fill(0);
      for (let i = 0; i < n; i++) counts[(keys[i] >>> shift) & MASK]++;
      for (let bucket = 0, at = 0; bucket < BUCKETS; bucket++) {
        const count = counts[bucket];
        counts[bucket] = at;
        at += count;
      }
      for (let i = 0; i < n; i++) {
        const to = counts[(keys[i] >>> shift) & MASK]++;
        outKeys[to] = keys[i];
        outs[to] = ins[i];
      }
      [keys, outKeys] = [outKeys, keys];
      [ins, outs] = [outs, ins];
    }
    // An odd number of passes ends in the spare arrays: the order goes back into the caller's.
    if (ins !== slots) slots.set(ins.subarray(0, n));
  }
}
