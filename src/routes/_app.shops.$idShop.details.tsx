import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ORDER_INFO } from '../contract/constants';
import { ShopDetailsPage } from '../features/shops/components/shop-details-page';

export const Route = createFileRoute('/_app/shops/$idShop/details')({
  staticData: { title: msg`Shop details`, roles: [ROLE_ORDER_INFO] },
  component: function ShopDetailsRoute() {
    return <ShopDetailsPage id={Route.useParams().idShop} />;
  },
});
