// A little life in the points for the demo (the simulator's tick, and POST /v1/demo/points/tick): now and
// then a point changes its hours or is switched off or on, and rarely one closes for good, so a later
// sync has changes and a tombstone to fetch. About three changes a minute across all 100,000 points.
import type { Point } from '../../../src/contract';
import { sql } from 'kysely';
import { pointsRepo } from '../db/repos/points';
import type { SqlDb } from '../db/sql/sql-db';
import { weighted } from '../lib/random';
import { SCHEDULES, hoursOf } from './hours';

export type PointLifeCounts = { changes: number; removals: number };
export type PointLifeResult = { changed: string[]; removed: string[] };

const CHANGES_PER_MINUTE = 3;
/** Share of ticks with a change that also close a point: about six an hour. */
const REMOVAL_SHARE = 1 / 30;

function altered(point: Point, random: () => number): Point {
  if (random() < 0.3) return { ...point, enabled: !point.enabled };
  const others = SCHEDULES[point.type].filter(([s]) => hoursOf(s).timetable !== point.timetable);
  const { worktime, timetable } = hoursOf(weighted(random, others.length ? others : SCHEDULES[point.type]));
  return { ...point, worktime, timetable };
}

/** Changes and removes points picked at random; answers their ids. Each change is a transaction of its own,
 *  so each takes its own version last (docs/sync.md, "Versions on PostgreSQL"); a point another writer
 *  changes meanwhile simply takes the later state, as there is nothing to keep between the two. */
export async function livenPoints(db: SqlDb, random: () => number, counts: PointLifeCounts, at: number): Promise<PointLifeResult> {
  const repo = pointsRepo(db);
  const result: PointLifeResult = { changed: [], removed: [] };
  const maxSeq = (await db.get(sql<{ m: number | null }>`SELECT max(seq) AS m FROM points`))?.m ?? 0;
  if (maxSeq === 0) return result;
  const randomId = async () =>
    (await db.get(sql<{ id: string }>`SELECT id FROM points WHERE seq >= ${1 + Math.floor(random() * maxSeq)} ORDER BY seq LIMIT 1`))?.id;
  for (let i = 0; i < counts.changes; i++) {
    const point = await repo.byId((await randomId()) ?? '');
    if (point) result.changed.push((await repo.save(altered(point, random))).id);
  }
  for (let i = 0; i < counts.removals; i++) {
    const id = await randomId();
    if (id && (await repo.remove(id, at))) result.removed.push(id);
  }
  return result;
}

/** The simulator's share for one tick of tickMs. */
export function pointLifeTick(db: SqlDb, tickMs: number, at: number, random: () => number = Math.random): Promise<PointLifeResult> {
  const expected = (CHANGES_PER_MINUTE * tickMs) / 60_000;
  const changes = Math.floor(expected) + (random() < expected % 1 ? 1 : 0);
  const removals = changes > 0 && random() < REMOVAL_SHARE ? 1 : 0;
  return livenPoints(db, random, { changes, removals }, at);
}
