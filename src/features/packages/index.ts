// The packages feature as other features use it: the select that fills a place from a preset.
export { PackagePresetSelect } from './components/package-preset-select';
export type { PlaceSize } from './lib/preset-fill';
