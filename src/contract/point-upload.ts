// Which pickup points a Yandex Market integration sends to the marketplace, and under what name
// (docs/decisions/modules.md "Point upload"). Plain code, no zod: the points worker counts the same points
// on the device for the wizard's preview that the server's upload task sends, so the two counts agree.

export type UploadSelection = {
  pointRegions: readonly string[];
  pointTypes: readonly number[];
  codFilter: 'all' | 'cod' | 'noCod';
  /** The delivery services the company has a connection to: only their points can take its parcels. */
  providerKeys: readonly string[];
};

export type UploadCandidate = {
  region: string; type: number; cod: boolean; enabled: boolean; availableOperation: number; providerKey: string;
};

/** The point hands parcels out (2 issue or 3 both), is open, and matches the integration's choice. */
export function goesToMarket(point: UploadCandidate, selection: UploadSelection): boolean {
  if (!point.enabled || point.availableOperation === 1) return false;
  if (selection.codFilter === 'cod' && !point.cod) return false;
  if (selection.codFilter === 'noCod' && point.cod) return false;
  return selection.pointRegions.includes(point.region) && selection.pointTypes.includes(point.type) &&
    selection.providerKeys.includes(point.providerKey);
}

export type PointNameParts = { name: string; code: string; address: string; provider: string };

/** The integration's template with the point's parts in place of {name}, {code}, {address}, {provider}. */
export const pointNameOf = (template: string, parts: PointNameParts): string =>
  template.replace(/\{(name|code|address|provider)\}/g, (_, key: keyof PointNameParts) => parts[key]).trim();

/** The marketplace shows a point's hours to buyers and refuses a point without them. */
export const refusedByMarket = (point: { timetable: string }): boolean => point.timetable.trim() === '';
