// How complete this device's copy of the points is, for what counts on it (the regions' figures, the upload
// preview): a count over part of the points would not be the count the server's upload sends
// (docs/decisions/modules.md "Console"). `total` is null before the first page told it. undefined while reading.
import { usePointsPull } from '../../points';

export type PointsCopy = { complete: boolean; stored: number; total: number | null };

export function usePointsCopy(): PointsCopy | undefined {
  const pull = usePointsPull();
  if (!pull) return undefined;
  const { state } = pull;
  if (!state) return { complete: false, stored: 0, total: null };
  return { complete: state.complete, stored: state.stored, total: state.total || null };
}
