import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Package } from 'lucide-react';
import { ROLE_ADMIN, ROLE_ORDER_INFO } from '../contract/constants';
import { OrdersPage } from '../features/orders/components/orders-page';
import { validateOrderSearch } from '../features/orders/lib/order-filter';

export const Route = createFileRoute('/_app/orders/')({
  staticData: { title: msg`Orders`, roles: [ROLE_ADMIN, ROLE_ORDER_INFO], menu: { section: 'main', order: 2, icon: Package } },
  validateSearch: validateOrderSearch,
  component: OrdersPage,
});
