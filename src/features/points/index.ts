// The points feature as other features use it: choosing a city or a point, reading one point or a window of
// the device's copy, asking the points worker and following the copy's pull. The rest of this folder is its
// own (`.oxlintrc.json` refuses other features' imports of it).
export { CityCombobox } from './components/city-combobox';
export { PointChoice } from './components/choice/point-choice';
export { warmUpMap } from './components/warm-up-map';
export { usePoint } from './data/use-point';
export { usePointWindow, useWorkerAnswer } from './data/points-client';
export { usePointsPull } from './data/use-points-pull';
