import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ADMIN, ROLE_ORDER_INFO } from '../contract/constants';
import { ResourceCreatePage } from '../components/resource/resource-form-page';
import { warehouseResource } from '../features/warehouses/warehouse-resource';

export const Route = createFileRoute('/_app/warehouses/create')({
  staticData: { title: msg`New warehouse`, roles: [ROLE_ADMIN, ROLE_ORDER_INFO] },
  component: function CreateWarehouseRoute() {
    return <ResourceCreatePage definition={warehouseResource} />;
  },
});
