// A point's name for the shell, from the points worker's catalog (record-title.tsx loads this on its own).
import type { ReactNode } from 'react';
import { usePoint } from '../../../features/points/data/use-point';

export default function PointTitle({ id, children }: { id: string; children: (title: string | null | undefined) => ReactNode }) {
  const point = usePoint(id);
  return children(point === undefined ? undefined : (point?.name ?? null));
}
