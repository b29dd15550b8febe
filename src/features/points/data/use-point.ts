// One whole point, from the page the points worker finds it in: undefined while reading, null when it
// is not stored. Read again whenever the catalog changes (a pull brought a newer version).
import type { Point } from '../../../contract/points';
import { useWorkerAnswer } from './points-client';

export const usePoint = (id: string): Point | null | undefined => useWorkerAnswer((w) => w.point(id), [id]);
