// A little life in the points for the demo (the simulator's tick, and POST /v1/demo/points/tick): now and
// then a point changes its hours or is switched off or on, and rarely one closes for good, so a later
// sync has changes and a tombstone to fetch. About three changes a minute across all 100,000 points.
import type { Point } from '../../../src/contract';
import type { Db } from '../db/db-type';
import { pointsRepo } from '../db/repos/points';
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

/** Changes and removes points picked at random, in one transaction; answers their ids. */
export function livenPoints(db: Db, random: () => number, counts: PointLifeCounts, at: number): PointLifeResult {
  const repo = pointsRepo(db);
  const pick = db.prepare<[number], { id: string }>('SELECT id FROM points WHERE seq >= ? ORDER BY seq LIMIT 1');
  return db.transaction(() => {
    const result: PointLifeResult = { changed: [], removed: [] };
    const maxSeq = db.prepare<[], { m: number | null }>('SELECT max(seq) AS m FROM points').get()?.m ?? 0;
    if (maxSeq === 0) return result;
    const randomId = () => pick.get(1 + Math.floor(random() * maxSeq))?.id;
    for (let i = 0; i < counts.changes; i++) {
      const point = repo.byId(randomId() ?? '');
      if (point) result.changed.push(repo.save(altered(point, random)).id);
    }
    for (let i = 0; i < counts.removals; i++) {
      const id = randomId();
      if (id && repo.remove(id, at)) result.removed.push(id);
    }
    return result;
  })();
}

/** The simulator's share for one tick of tickMs. */
export function pointLifeTick(db: Db, tickMs: number, at: number, random: () => number = Math.random): PointLifeResult {
  const expected = (CHANGES_PER_MINUTE * tickMs) / 60_000;
  const changes = Math.floor(expected) + (random() < expected % 1 ? 1 : 0);
  const removals = changes > 0 && random() < REMOVAL_SHARE ? 1 : 0;
  return livenPoints(db, random, { changes, removals }, at);
}
