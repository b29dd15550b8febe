// The Excel export tab of the points page (docs/decisions/points.md): the file made on this device from the
// stored points (offline too), and the server's export job (online only). Both take the page's filters; the
// local one also keeps the list's sort.
import type { PointFilter, PointSort } from '../../../../contract/point-filter';
import { LocalExportCard } from './local-export-card';
import { ServerExportCard } from './server-export-card';

export function PointsExportTab({ filter, sort }: { filter: PointFilter; sort: PointSort }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <LocalExportCard filter={filter} sort={sort} />
      <ServerExportCard filter={filter} />
    </div>
  );
}
