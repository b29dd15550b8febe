// A map that picks: a form that asks for a point (the order form's drop-off or pickup point) puts the map in
// this context, and each point's popup offers "Choose this point" instead of the way to its details page,
// which would leave the form. Context rather than props: the popup is rendered several layers down, through
// a portal into maplibre's DOM.
import { createContext, useContext } from 'react';
import type { CatalogRow } from '../../../../../workers/points/catalog';

export type PointPick = (row: CatalogRow) => void;

export const PointPickContext = createContext<PointPick | null>(null);

export const usePointPick = (): PointPick | null => useContext(PointPickContext);
