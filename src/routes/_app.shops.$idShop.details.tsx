// The component reads its params through getRouteApi, not `Route`: referring to `Route` would tie the
// split-off component chunk to this file and preload it with the entry.
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ORDER_INFO } from '../contract/constants';
import { ResourceDetailsPage } from '../components/resource/resource-details-page';
import { shopResource } from '../features/shops/shop-resource';

export const Route = createFileRoute('/_app/shops/$idShop/details')({
  staticData: { title: msg`Shop details`, roles: [ROLE_ORDER_INFO] },
  component: function ShopDetailsRoute() {
    return <ResourceDetailsPage definition={shopResource} id={getRouteApi('/_app/shops/$idShop/details').useParams().idShop} />;
  },
});
