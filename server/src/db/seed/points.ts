// Seeds the pickup points: SEED_POINTS of them (100,000 by default, env.ts) shared out over the cities by
// population, each drawn a delivery service (by its share, among those present in a city that size) and
// a type. Deterministic (one PRNG), written in many-row INSERTs inside the area's transaction under one block of
// change versions taken at once (as its last statement: db/sql/versions.ts), in city order, so seq order (the
// lists' order) walks city by city.
import { prng, weighted } from '../../lib/random';
import { POINT_COLUMNS, pointParams, pointRow, type StoredPoint } from '../repos/points';
import { insertRows } from '../sql/insert-rows';
import type { SqlDb } from '../sql/sql-db';
import { commitVersionsWith } from '../sql/versions';
import { POINT_CITIES } from './data/point-cities';
import { POINT_PROVIDERS, type PointProvider } from './data/point-providers';
import { makePoint, type PointMaker } from './point-maker';
import type { SeedArea } from './seed-area';

/** When the options name no count: the server tests' small world. The server passes SEED_POINTS. */
export const POINTS_WHEN_UNSET = 3000;

/** Whole numbers in proportion to the weights that add up to `total` (largest remainders get the rest). */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const counts = exact.map(Math.floor);
  const order = exact.map((e, i) => [e - counts[i]!, i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  let rest = total - counts.reduce((a, b) => a + b, 0);
  for (let k = 0; rest > 0; k++, rest--) counts[order[k % order.length]![1]]! += 1;
  return counts;
}

/** Points made and written at a time: the rows and their items' text of all 100,000 at once would be ~200 MB. */
const POINTS_PER_WRITE = 200;

export const seedPoints: SeedArea = {
  name: 'points',
  prepare: async (_now, { points: total = POINTS_WHEN_UNSET }) => (tx) => writePoints(tx, total),
};

/** The rows, then each item's text under the seq its row was given. */
async function writeStored(tx: SqlDb, points: readonly StoredPoint[]): Promise<void> {
  const given = await insertRows<{ seq: number; id: string }>(tx, 'points', POINT_COLUMNS, points.map((p) => pointParams(p.row)), ['seq', 'id']);
  const seqOf = new Map(given.map((r) => [r.id, r.seq]));
  await insertRows(tx, 'point_docs', ['seq', 'doc_json'], points.map((p) => [seqOf.get(p.row.id)!, p.docJson]));
}

async function writePoints(tx: SqlDb, total: number): Promise<void> {
  if (total === 0) return;
  const maker: PointMaker = { random: prng(0x9017), rupostIndexes: new Set(), usedNames: new Set(), seq: new Map() };
  const perCity = shareOut(total, POINT_CITIES.map((c) => c.population));
  await commitVersionsWith(tx, total, async (first) => {
    let version = first - 1;
    let made: StoredPoint[] = [];
    for (const [cityIndex, city] of POINT_CITIES.entries()) {
      const providers = POINT_PROVIDERS.filter((p) => city.population >= p.minPopulation).map((p) => [p, p.share] as [PointProvider, number]);
      for (let i = 0; i < perCity[cityIndex]!; i++) {
        const provider = weighted(maker.random, providers);
        const type = weighted(maker.random, provider.types);
        version += 1;
        made.push(pointRow(makePoint(maker, { city, cityIndex, provider, type }, version)));
        if (made.length === POINTS_PER_WRITE) {
          await writeStored(tx, made);
          made = [];
        }
      }
    }
    await writeStored(tx, made);
  });
}
