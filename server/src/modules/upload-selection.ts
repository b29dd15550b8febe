// Which points an upload to Yandex Market sends: goesToMarket (src/contract/point-upload.ts), the same function
// the console counts its preview with, over the same points and the company's connections' delivery services,
// so the task's total is the preview's count. The points are read a range of them at a time: a region is in
// the point's document only, and reading 40,000 documents at once would hold the API's thread for a third
// of a second (docs/decisions/modules.md "Server").
import { sql } from 'kysely';
import { goesToMarket, type UploadSelection, type YamarketIntegration } from '../../../src/contract';
import { jsonText } from '../db/sql/dialect';
import type { SqlDb } from '../db/sql/sql-db';

/** What the upload needs of a chosen point: its parts for the name at the marketplace, and its hours. */
export type ChosenPoint = { id: string; name: string; code: string; address: string; providerKey: string; timetable: string };

/** Points (by seq) read in one step: at most ~50 ms on the demo machine, warm. */
const SEQ_RANGE = 5000;

type Candidate = {
  id: string; provider_key: string; code: string; type: number; cod: number; enabled: number; available_operation: number;
  region: string; name: string; address: string; timetable: string;
};

export async function uploadSelection(
  db: SqlDb, companyId: number, integration: Pick<YamarketIntegration, 'pointRegions' | 'pointTypes' | 'codFilter'>,
): Promise<UploadSelection> {
  const rows = await db.all(sql<{ provider_key: string }>`SELECT DISTINCT provider_key FROM connections WHERE company_id = ${companyId}`);
  const providerKeys = rows.map((r) => r.provider_key);
  return { pointRegions: integration.pointRegions, pointTypes: integration.pointTypes, codFilter: integration.codFilter, providerKeys };
}

/** The chosen points, one range of points per step, so the caller may yield between steps. */
export async function* choosePoints(db: SqlDb, selection: UploadSelection): AsyncGenerator<ChosenPoint[]> {
  const { providerKeys, pointTypes } = selection;
  if (!providerKeys.length || !pointTypes.length || !selection.pointRegions.length) return;
  const field = (name: string) => jsonText(db.dialect, 'd.doc_json', name);
  // The narrow columns cut the documents read down to the points that may go; goesToMarket decides.
  const range = (from: number) => sql<Candidate>`
    SELECT p.id, p.provider_key, p.code, p.type, p.cod, p.enabled, p.available_operation,
           ${field('region')} AS region, ${field('name')} AS name, ${field('address')} AS address, ${field('timetable')} AS timetable
      FROM points p JOIN point_docs d ON d.seq = p.seq
     WHERE p.seq > ${from} AND p.seq <= ${from + SEQ_RANGE} AND p.enabled = 1 AND p.available_operation <> 1
       AND p.provider_key IN (${sql.join(providerKeys)}) AND p.type IN (${sql.join(pointTypes)})
     ORDER BY p.seq`;
  const last = (await db.get(sql<{ m: number | null }>`SELECT max(seq) AS m FROM points`))?.m ?? 0;
  for (let from = 0; from < last; from += SEQ_RANGE) {
    const rows = await db.all(range(from));
    yield rows
      .filter((p) => goesToMarket({
        region: p.region, type: p.type, cod: p.cod === 1, enabled: p.enabled === 1, availableOperation: p.available_operation,
        providerKey: p.provider_key,
      }, selection))
      .map((p) => ({ id: p.id, name: p.name, code: p.code, address: p.address, providerKey: p.provider_key, timetable: p.timetable ?? '' }));
  }
}
