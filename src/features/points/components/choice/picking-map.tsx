// A map that picks a point: the points page's map, shorter, its popups choosing the point instead of leading
// to its details (the order form's point picker, the calculator's points near the recipient). A module of
// its own so that the screens using it load the map only when it opens.
import type { PointFilter } from '../../../../contract/point-filter';
import { PointPickContext, type PointPick } from '../map/point-pick';
import { PointsMap } from '../map/points-map';

export default function PickingMap({ filter, onPick }: { filter: PointFilter; onPick: PointPick }) {
  return (
    <PointPickContext.Provider value={onPick}>
      <PointsMap filter={filter} compact />
    </PointPickContext.Provider>
  );
}
