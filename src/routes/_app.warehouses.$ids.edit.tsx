// The component reads its params through getRouteApi, not `Route`: referring to `Route` would tie the
// split-off component chunk to this file and preload it with the entry.
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ORDER_INFO } from '../contract/constants';
import { ResourceEditPage } from '../components/resource/resource-form-page';
import { warehouseResource } from '../features/warehouses/warehouse-resource';

export const Route = createFileRoute('/_app/warehouses/$ids/edit')({
  staticData: { title: msg`Edit warehouse`, roles: [ROLE_ORDER_INFO] },
  component: function EditWarehouseRoute() {
    return <ResourceEditPage definition={warehouseResource} ids={getRouteApi('/_app/warehouses/$ids/edit').useParams().ids} />;
  },
});
