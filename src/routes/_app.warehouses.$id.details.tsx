// The component reads its params through getRouteApi, not `Route`: referring to `Route` would tie the
// split-off component chunk to this file and preload it with the entry.
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ORDER_INFO } from '../contract/constants';
import { WarehouseDetailsPage } from '../features/warehouses/components/warehouse-details-page';

export const Route = createFileRoute('/_app/warehouses/$id/details')({
  staticData: { title: msg`Warehouse details`, roles: [ROLE_ORDER_INFO] },
  component: function WarehouseDetailsRoute() {
    return <WarehouseDetailsPage id={getRouteApi('/_app/warehouses/$id/details').useParams().id} />;
  },
});
