// The marketplace upload's preview on the device: how many of the catalog's points the contract's goesToMarket
// sends (the server's task runs the same rule) and the first names, in name order, made by the template.
import { goesToMarket, pointNameOf, type UploadSelection } from '../../src/contract/point-upload';
import type { PointCatalog } from './catalog';

export function uploadPreview(catalog: PointCatalog, selection: UploadSelection, template: string, providerName: (key: string) => string, sampleSize: number) {
  const sample: string[] = [];
  let count = 0;
  for (const point of catalog.marketCandidates()) {
    if (!goesToMarket(point, selection)) continue;
    count++;
    if (sample.length < sampleSize) sample.push(pointNameOf(template, { ...catalog.nameParts(point.slot), provider: providerName(point.providerKey) }));
  }
  return { count, sample };
}
