// The component reads its params through getRouteApi, not `Route`: referring to `Route` would tie the
// split-off component chunk to this file and preload it with the entry.
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ORDER_INFO } from '../contract/constants';
import { ResourceDetailsPage } from '../components/resource/resource-details-page';
import { warehouseResource } from '../features/warehouses/warehouse-resource';

export const Route = createFileRoute('/_app/warehouses/$id/details')({
  staticData: { title: msg`Warehouse details`, roles: [ROLE_ORDER_INFO] },
  component: function WarehouseDetailsRoute() {
    return <ResourceDetailsPage definition={warehouseResource} id={getRouteApi('/_app/warehouses/$id/details').useParams().id} />;
  },
});
