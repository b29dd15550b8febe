import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ORDER_INFO } from '../contract/constants';
import { WarehouseEditPage } from '../features/warehouses/components/warehouse-edit-page';

export const Route = createFileRoute('/_app/warehouses/$ids/edit')({
  staticData: { title: msg`Edit warehouse`, roles: [ROLE_ORDER_INFO] },
  component: function EditWarehouseRoute() {
    return <WarehouseEditPage ids={Route.useParams().ids} />;
  },
});
