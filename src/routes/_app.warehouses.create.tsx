import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ADMIN, ROLE_ORDER_INFO } from '../contract/constants';
import { WarehouseCreatePage } from '../features/warehouses/components/warehouse-create-page';

export const Route = createFileRoute('/_app/warehouses/create')({
  staticData: { title: msg`New warehouse`, roles: [ROLE_ADMIN, ROLE_ORDER_INFO] },
  component: WarehouseCreatePage,
});
