// The server's export job (docs/decisions/points.md; POST /v1/app/list/points with the filter and a null body
// makes a Point export {id, status, url, filter}); its state is read back by id, and the finished file is
// fetched through the API client, so the token travels in the Authorization header and never in a URL.
import { apiRequest, type RequestOptions } from '../../../api/client';
import { pointExport, type PointExport } from '../../../contract/points';
import { toApiFilter, type PointFilter } from '../../../contract/point-filter';
import { API_PATHS } from '../../../contract/api-paths';

export async function startServerExport(filter: PointFilter): Promise<PointExport> {
  const apiFilter = toApiFilter(filter);
  const answer = await apiRequest<unknown>(API_PATHS.points.build({}), { method: 'POST', query: { filter: apiFilter || undefined }, body: null });
  return pointExport.parse(answer);
}

/** Quiet: a poll that fails says so in the job's row; the caller decides whether it deserves a toast. */
export async function readServerExport(id: string, options: Pick<RequestOptions, 'quiet'> = {}): Promise<PointExport> {
  return pointExport.parse(await apiRequest<unknown>(API_PATHS.pointExport.build({ id }), options));
}

/** The finished .xlsx; the client reads any body that is not JSON or text as a Blob. */
export async function fetchServerExportFile(job: PointExport): Promise<Blob> {
  const body = await apiRequest<unknown>(job.url);
  if (!(body instanceof Blob)) throw new Error('The export file did not arrive as a file');
  return body;
}
