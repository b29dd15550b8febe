import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ShoppingBag } from 'lucide-react';
import { ROLE_ADMIN, ROLE_ORDER_INFO } from '../contract/constants';
import { ShopsPage } from '../features/shops/components/shops-page';

export const Route = createFileRoute('/_app/shops/')({
  staticData: { title: msg`Shops`, roles: [ROLE_ADMIN, ROLE_ORDER_INFO], menu: { section: 'settings', order: 2, icon: ShoppingBag } },
  component: ShopsPage,
});
