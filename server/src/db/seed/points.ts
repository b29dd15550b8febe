// Seeds the pickup points: SEED_POINTS of them (100,000 by default, env.ts) shared out over the cities by
// population, each drawn a delivery service (by its share, among those present in a city that size) and
// a type. Deterministic (one PRNG), prepared INSERTs inside the area's transaction, one block of change
// versions taken at once, in city order, so seq order (the lists' order) walks city by city.
import { prng, weighted } from '../../lib/random';
import type { Db } from '../db-type';
import { INSERT_POINT_DOC_SQL, INSERT_POINT_SQL, pointParams, pointRow } from '../repos/points';
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

export const seedPoints: SeedArea = {
  name: 'points',
  prepare: async (_now, { points: total = POINTS_WHEN_UNSET }) => (db) => writePoints(db, total),
};

function writePoints(db: Db, total: number): void {
  const insert = db.prepare(INSERT_POINT_SQL);
  const insertDoc = db.prepare(INSERT_POINT_DOC_SQL);
  const maker: PointMaker = { random: prng(0x9017), rupostIndexes: new Set(), usedNames: new Set(), seq: new Map() };
  const perCity = shareOut(total, POINT_CITIES.map((c) => c.population));
  const last = db
    .prepare<[number], { value: number }>('UPDATE change_version SET value = value + ? WHERE id = 1 RETURNING value')
    .get(total)!.value;
  let version = last - total;
  POINT_CITIES.forEach((city, cityIndex) => {
    const providers = POINT_PROVIDERS.filter((p) => city.population >= p.minPopulation).map((p) => [p, p.share] as [PointProvider, number]);
    for (let i = 0; i < perCity[cityIndex]!; i++) {
      const provider = weighted(maker.random, providers);
      const type = weighted(maker.random, provider.types);
      version += 1;
      const { row, docJson } = pointRow(makePoint(maker, { city, cityIndex, provider, type }, version));
      insertDoc.run(insert.run(...pointParams(row)).lastInsertRowid, docJson);
    }
  });
}
