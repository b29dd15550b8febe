import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ADMIN, ROLE_ORDER_INFO } from '../contract/constants';
import { ResourceCreatePage } from '../components/resource/resource-form-page';
import { shopResource } from '../features/shops/shop-resource';

export const Route = createFileRoute('/_app/shops/create')({
  staticData: { title: msg`New shop`, roles: [ROLE_ADMIN, ROLE_ORDER_INFO] },
  component: function CreateShopRoute() {
    return <ResourceCreatePage definition={shopResource} />;
  },
});
