import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Warehouse } from 'lucide-react';
import { ROLE_ADMIN, ROLE_ORDER_INFO } from '../contract/constants';
import { WarehousesPage } from '../features/warehouses/components/warehouses-page';

export const Route = createFileRoute('/_app/warehouses/')({
  staticData: { title: msg`Warehouses`, roles: [ROLE_ADMIN, ROLE_ORDER_INFO], menu: { section: 'settings', order: 3, icon: Warehouse } },
  component: WarehousesPage,
});
