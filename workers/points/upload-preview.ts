// The marketplace upload's preview on the device: how many of the catalog's points the contract's goesToMarket
// sends (the server's task runs the same rule), the first names, in name order, made by the template, and how
// many of the points would share their name with another (the marketplace would show them alike).
import { goesToMarket, pointNameOf, type UploadSelection } from '../../src/contract/point-upload';
import type { PointCatalog } from './catalog';

export type UploadPreview = { count: number; sample: string[]; sharedNames: number };

export function uploadPreview(catalog: PointCatalog, selection: UploadSelection, template: string, providerName: (key: string) => string, sampleSize: number): UploadPreview {
  const sample: string[] = [];
  const seen = new Map<string, number>();
  let count = 0;
  for (const point of catalog.marketCandidates()) {
    if (!goesToMarket(point, selection)) continue;
    count++;
    const name = pointNameOf(template, { ...catalog.nameParts(point.slot), provider: providerName(point.providerKey) });
    seen.set(name, (seen.get(name) ?? 0) + 1);
    if (sample.length < sampleSize) sample.push(name);
  }
  let sharedNames = 0;
  for (const times of seen.values()) if (times > 1) sharedNames += times;
  return { count, sample, sharedNames };
}
