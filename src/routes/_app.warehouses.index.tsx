import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Warehouse } from 'lucide-react';
import { ROLE_ADMIN, ROLE_ORDER_INFO } from '../contract/constants';
import { ResourceListPage } from '../components/resource/resource-list-page';
import { parseResourceSearch } from '../components/resource/resource-search';
import { warehouseResource } from '../features/warehouses/warehouse-resource';

export const Route = createFileRoute('/_app/warehouses/')({
  staticData: { title: msg`Warehouses`, roles: [ROLE_ADMIN, ROLE_ORDER_INFO], menu: { section: 'settings', order: 3, icon: Warehouse } },
  validateSearch: parseResourceSearch,
  component: function WarehousesRoute() {
    return <ResourceListPage definition={warehouseResource} />;
  },
});
