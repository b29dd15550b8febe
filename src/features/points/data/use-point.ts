// One whole point from the local store, live: undefined while reading, null when it is not stored.
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/db';
import type { Point } from '../../../contract/points';

export function usePoint(id: string): Point | null | undefined {
  return useLiveQuery(async () => ((await db.points.get(id)) as Point | undefined) ?? null, [id]);
}
