import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ORDER_INFO } from '../contract/constants';
import { ShopEditPage } from '../features/shops/components/shop-edit-page';

export const Route = createFileRoute('/_app/shops/$idsShop/edit')({
  staticData: { title: msg`Edit shop`, roles: [ROLE_ORDER_INFO] },
  component: function EditShopRoute() {
    return <ShopEditPage ids={Route.useParams().idsShop} />;
  },
});
