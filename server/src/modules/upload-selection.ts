// Which points an upload to Yandex Market sends: goesToMarket (src/contract/point-upload.ts), the same function
// the console counts its preview with, over the same points and the company's connections' delivery services,
// so the task's total is the preview's count. The points are read a range of them at a time: a region is in
// the point's document only, and reading 40,000 documents at once would hold the API's thread for a third
// of a second (docs/decisions/modules.md "Server").
import { goesToMarket, type UploadSelection, type YamarketIntegration } from '../../../src/contract';
import type { Db } from '../db/db-type';

/** What the upload needs of a chosen point: its parts for the name at the marketplace, and its hours. */
export type ChosenPoint = { id: string; name: string; code: string; address: string; providerKey: string; timetable: string };

/** Points (by seq) read in one step: at most ~50 ms on the demo machine, warm. */
const SEQ_RANGE = 5000;

type Candidate = {
  id: string; provider_key: string; code: string; type: number; cod: number; enabled: number; available_operation: number;
  region: string; name: string; address: string; timetable: string;
};

export function uploadSelection(db: Db, companyId: number, integration: Pick<YamarketIntegration, 'pointRegions' | 'pointTypes' | 'codFilter'>): UploadSelection {
  const providerKeys = db
    .prepare<[number], string>('SELECT DISTINCT provider_key FROM connections WHERE company_id = ?')
    .pluck()
    .all(companyId);
  return { pointRegions: integration.pointRegions, pointTypes: integration.pointTypes, codFilter: integration.codFilter, providerKeys };
}

/** The chosen points, one range of points per step, so the caller may yield between steps. */
export function* choosePoints(db: Db, selection: UploadSelection): Generator<ChosenPoint[]> {
  const { providerKeys, pointTypes } = selection;
  if (!providerKeys.length || !pointTypes.length || !selection.pointRegions.length) return;
  const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');
  // The narrow columns cut the documents read down to the points that may go; goesToMarket decides.
  const range = db.prepare<unknown[], Candidate>(
    `SELECT p.id, p.provider_key, p.code, p.type, p.cod, p.enabled, p.available_operation,
            json_extract(d.doc_json, '$.region') AS region, json_extract(d.doc_json, '$.name') AS name,
            json_extract(d.doc_json, '$.address') AS address, json_extract(d.doc_json, '$.timetable') AS timetable
       FROM points p JOIN point_docs d ON d.seq = p.seq
      WHERE p.seq > ? AND p.seq <= ? AND p.enabled = 1 AND p.available_operation <> 1
        AND p.provider_key IN (${marks(providerKeys.length)}) AND p.type IN (${marks(pointTypes.length)})
      ORDER BY p.seq`,
  );
  const last = db.prepare<[], { m: number | null }>('SELECT max(seq) AS m FROM points').get()?.m ?? 0;
  for (let from = 0; from < last; from += SEQ_RANGE) {
    const rows = range.all(from, from + SEQ_RANGE, ...providerKeys, ...pointTypes);
    yield rows
      .filter((p) => goesToMarket({
        region: p.region, type: p.type, cod: p.cod === 1, enabled: p.enabled === 1, availableOperation: p.available_operation,
        providerKey: p.provider_key,
      }, selection))
      .map((p) => ({ id: p.id, name: p.name, code: p.code, address: p.address, providerKey: p.provider_key, timetable: p.timetable ?? '' }));
  }
}
