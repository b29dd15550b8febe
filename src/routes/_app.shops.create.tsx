import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ADMIN, ROLE_ORDER_INFO } from '../contract/constants';
import { ShopCreatePage } from '../features/shops/components/shop-create-page';

export const Route = createFileRoute('/_app/shops/create')({
  staticData: { title: msg`New shop`, roles: [ROLE_ADMIN, ROLE_ORDER_INFO] },
  component: ShopCreatePage,
});
